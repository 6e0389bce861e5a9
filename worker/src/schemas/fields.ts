import * as v from 'valibot';

/**
 * A required line or block of text, trimmed, with the forms' words: "{Label} is required",
 * "{Label} must be at least {min} characters", "{Label} must be less than {max} characters".
 */
export function requiredText(label: string, max: number, min = 1) {
  const required = `${label} is required`;
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    // Only for text that is there: an empty field gets "is required" alone, not two messages.
    v.check((s) => s.length === 0 || s.length >= min, `${label} must be at least ${min} characters`),
    v.maxLength(max, `${label} must be less than ${max} characters`),
  );
}
