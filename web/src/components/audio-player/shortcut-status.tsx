/**
 * What a control or a shortcut key just did, said politely: it leaves focus where it was, so
 * nothing else tells a screen-reader user. The same words twice are said twice: every other
 * time they end in a no-break space, which changes the text without changing what is heard.
 * (A fresh node for each, the way this was first done, was said twice over by a virtual screen
 * reader: once for the node taken away, once for the one put in.) Time ticks never reach it.
 */
export function ShortcutStatus({ message }: { message: { text: string; count: number } }) {
  return (
    <p role="status" className="sr-only">
      {message.text && message.count % 2 === 0 ? `${message.text}\u00a0` : message.text}
    </p>
  );
}
