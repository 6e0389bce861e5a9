import { client, read } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// A member's trust level as editors see and set it (decision 0034).

const trustLevel = client.api.cms.members[':id']['trust-level'];
const param = (id: number) => ({ param: { id: String(id) } });

export const useMemberTrust = (id: number) => useApi(trustLevel, param(id));
export const setTrustLevel = (id: number, level: number) => read(trustLevel.$put({ ...param(id), json: { level } }));
export const clearTrustLevel = (id: number) => read(trustLevel.$delete(param(id)));
