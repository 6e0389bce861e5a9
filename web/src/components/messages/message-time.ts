// Message times in en-AU: the time alone today, the date too on any other day ("25 November, 3:05 pm").
// Kept beside the messages (lib/format.ts holds the site's long dates; this needs "today").

const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
const fullDateTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return time.format(at);
  if (at.getFullYear() === now.getFullYear()) return dayAndTime.format(at);
  return fullDateTime.format(at);
}
