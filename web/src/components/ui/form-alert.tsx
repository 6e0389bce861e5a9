/**
 * A form-level message (the server refused, too many attempts), announced when it appears.
 * The live region is always in the page so screen readers notice the text arriving.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900' : ''}>
      {message}
    </div>
  );
}
