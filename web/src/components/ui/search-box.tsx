import { useEffect, useId, useState, type Ref } from 'react';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  delayMs?: number;
  /** The input, for "Clear Search" to put focus back in. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Searches as you type, after a short pause so each keystroke does not fire a request or
 * make a screen reader announce new results mid-word. Enter searches at once.
 */
export function SearchBox({ label, placeholder, value, onSearch, delayMs = 350, inputRef }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);

  // The URL is the source of truth: follow it when it changes (Clear Search, back button).
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  return (
    <form
      role="search"
      className="flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        className="block min-h-12 w-full rounded-lg border-2 border-slate-500 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600"
      />
    </form>
  );
}
