/**
 * The demo chat rooms (decision 0027), in the order members see them, with a few messages each.
 * `from` is a demo member's key (data/members.ts) or a demo account's email.
 */
export const chatRoomsSeed: {
  name: string;
  description: string;
  slowModeSeconds?: number;
  messages: { from: string; minutesAgo: number; body: string }[];
}[] = [
  {
    name: 'Welcome',
    description: 'New here? Say hello and tell us a little about yourself.',
    messages: [
      { from: 'aisha', minutesAgo: 300, body: 'Hi everyone! I joined this week. I use a screen reader and I love audiobooks.' },
      { from: 'jarrah', minutesAgo: 280, body: 'Welcome @Aisha Rahman! The Library has some great narrated books.' },
      { from: 'member@example.org', minutesAgo: 60, body: 'Hello all, Sam here. Glad to find this place.' },
    ],
  },
  {
    name: 'Peer support',
    description: 'A gentle space to share how things are going. Be kind; editors are around.',
    slowModeSeconds: 10,
    messages: [
      { from: 'mei', minutesAgo: 200, body: 'Rough week with fatigue. Taking it one thing at a time.' },
      { from: 'priya', minutesAgo: 190, body: 'Sending you a hug, Mei. Pacing helps me too: I plan one task a day.' },
    ],
  },
  {
    name: 'Tech help',
    description: 'Screen readers, switches, apps and settings: ask and answer.',
    messages: [
      { from: 'liam', minutesAgo: 150, body: 'Does anyone use switch access on Android with this site?' },
      { from: 'thanh', minutesAgo: 140, body: 'Yes! Tab order works well. The message list also takes arrow keys.' },
      { from: 'kirra', minutesAgo: 120, body: 'Tip: the Keyboard shortcuts button lists every key.' },
    ],
  },
  {
    name: 'Events',
    description: 'Meet-ups, online sessions and things happening near you.',
    messages: [{ from: 'giorgos', minutesAgo: 90, body: 'Online coffee chat this Friday at 11 am (Sydney time). All welcome.' }],
  },
];
