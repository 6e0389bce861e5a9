import { useId, type Ref } from 'react';

type Props = {
  value: string;
  options: readonly string[];
  onChange: (category: string) => void;
  className?: string;
  /** For a screen whose control elsewhere hands focus back here (Clear Filter). */
  selectRef?: Ref<HTMLSelectElement>;
};

/** The "Category" filter of list screens: "All Categories" first, then the given categories. */
export function CategoryFilter({ value, options, onChange, className = 'sm:w-72', selectRef }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Category
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`mt-1 block min-h-12 w-full rounded-lg border-2 border-slate-500 bg-white px-3 text-base text-slate-900 ${className}`}
      >
        <option value="">All Categories</option>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
