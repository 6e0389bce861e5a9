/** The message log's keys, listed in the "Keyboard shortcuts" dialog. Single keys only when turned on. */
export const LOG_KEYS: { keys: string; what: string; single?: boolean }[] = [
  { keys: 'Arrow Up / Arrow Down', what: 'Previous / next message (in the message list)' },
  { keys: 'Home / End', what: 'First / last message shown' },
  { keys: 'Enter', what: 'Actions for the message: react, edit, delete' },
  { keys: 'M', what: 'Actions for the message', single: true },
  { keys: 'C', what: 'Go to the message box', single: true },
  { keys: 'Enter (in the message box)', what: 'Send' },
  { keys: 'Shift + Enter (in the message box)', what: 'New line' },
  { keys: 'Escape', what: 'Close a menu or dialog' },
];
