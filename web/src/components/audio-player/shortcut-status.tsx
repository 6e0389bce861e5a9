/**
 * What a shortcut key just did, said politely: the key leaves focus where it was, so nothing
 * else tells a screen-reader user. A fresh node each time, so the same words twice are said twice.
 * Time ticks never reach it.
 */
export function ShortcutStatus({ message }: { message: { text: string; count: number } }) {
  return (
    <p role="status" className="sr-only">
      <span key={message.count}>{message.text}</span>
    </p>
  );
}
