import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('is a file field named by its label, takes a ref, and keeps the shared look beside its own classes', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <label htmlFor="f">Choose a photo</label>
        <FileInput id="f" ref={ref} accept="image/png" className="mt-2" aria-describedby="hint" />
        <p id="hint">At most 5 MB</p>
      </>,
    );
    const field = screen.getByLabelText('Choose a photo');
    expect(field).toBe(ref.current);
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAccessibleDescription('At most 5 MB');
    // The button on a line of its own (e2e/dialog-layout.test.ts measures it), and the caller's spacing.
    expect(field.className).toContain('file:block');
    expect(field.className).toContain('mt-2');
  });
});
