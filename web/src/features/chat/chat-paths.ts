/** The chat screens' addresses (beside messagePaths, until lib/paths.ts takes both). */
export const chatPaths = {
  rooms: '/chat',
  room: (id: number | string) => `/chat/${id}`,
} as const;
