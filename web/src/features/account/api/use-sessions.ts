import { client, read, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const sessions = client.api.auth.sessions;

/** Where the member is signed in, most recently used first. */
export const useSessions = () => useApi(sessions);

export const endSession = (id: string) => read(sessions[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

/** Every session but this one. */
export const endOtherSessions = () => read(sessions.$delete());

export type SessionSummary = Data<typeof sessions.$get>[number];
