/** A form-level message (wrong password, server unavailable), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900' : ''}>
      {message}
    </div>
  );
}
