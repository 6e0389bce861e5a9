import type { SessionSummary } from '@schemas/auth';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

const SESSIONS_KEY = '/api/auth/sessions';

/** Where the member is signed in, most recently used first. */
export const useSessions = () => useSWR<SessionSummary[]>(SESSIONS_KEY);

export const endSession = (id: string) => api<void>(`${SESSIONS_KEY}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Every session but this one. */
export const endOtherSessions = () => api<{ revoked: number }>(SESSIONS_KEY, { method: 'DELETE' });
