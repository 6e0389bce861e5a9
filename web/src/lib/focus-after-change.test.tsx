import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { focusAfterChange } from './focus-after-change';

/** A button replaced by a notice once a request answers, the shape of "Prepare my data". */
function Preparing({ onFocused }: { onFocused: (el: HTMLElement | null) => void }) {
  const [done, setDone] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const ask = async () => {
    await Promise.resolve(); // the request: what follows runs outside React's event
    onFocused(
      focusAfterChange(
        () => setDone(true),
        () => note.current,
      ),
    );
  };
  return done ? (
    <p ref={note} tabIndex={-1}>
      We are preparing it.
    </p>
  ) : (
    <button onClick={() => void ask()}>Prepare</button>
  );
}

describe('focusAfterChange', () => {
  it('draws a change made after a request before it focuses, so focus never falls to the page', async () => {
    let focused: HTMLElement | null = null;
    render(<Preparing onFocused={(el) => (focused = el)} />);
    const button = screen.getByRole('button', { name: 'Prepare' });
    button.focus();
    await act(async () => button.click());
    // No waiting for a frame: the notice is there and has focus as soon as the call returns.
    expect(focused).toHaveTextContent('We are preparing it.');
    expect(document.activeElement).toBe(focused);
    expect(screen.queryByRole('button', { name: 'Prepare' })).not.toBeInTheDocument();
  });

  it('puts focus back on a control that the change brings back (a form closing)', () => {
    function Editing() {
      const [editing, setEditing] = useState(true);
      const edit = useRef<HTMLButtonElement>(null);
      return editing ? (
        <button
          onClick={() =>
            focusAfterChange(
              () => setEditing(false),
              () => edit.current,
            )
          }
        >
          Cancel
        </button>
      ) : (
        <button ref={edit}>Edit</button>
      );
    }
    render(<Editing />);
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('hands back null and leaves focus alone when the target is not there', () => {
    render(<button>Stay</button>);
    const stay = screen.getByRole('button', { name: 'Stay' });
    stay.focus();
    expect(
      focusAfterChange(
        () => {},
        () => document.getElementById('gone'),
      ),
    ).toBeNull();
    expect(stay).toHaveFocus();
  });
});
