import type { Role } from '@schemas/auth';
import type { SuspensionInput } from '@schemas/standing';
import { client, read, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// A member's role, level and standing (decision 0020), and the levels admins manage.

const members = client.api.cms.members;
const levels = client.api.cms['membership-levels'];
const param = (id: number) => ({ param: { id: String(id) } });

export const changeRole = (id: number, role: Role) => read(members[':id'].role.$patch({ ...param(id), json: { role } }));
export const changeLevel = (id: number, level: string) => read(members[':id'].level.$patch({ ...param(id), json: { level } }));
export const suspendMember = (id: number, input: SuspensionInput) => read(members[':id'].suspension.$put({ ...param(id), json: input }));
export const liftSuspension = (id: number) => read(members[':id'].suspension.$delete(param(id)));

/** The levels ("Free" first), each with how many members have it (admins only). */
export const useLevels = (enabled = true) => useApi(levels, enabled ? {} : null);
export const addLevel = (name: string) => read(levels.$post({ json: { name } }));
export const renameLevel = (id: number, name: string) => read(levels[':id'].$patch({ ...param(id), json: { name } }));
export const removeLevel = (id: number) => read(levels[':id'].$delete(param(id)));

export type MembershipLevel = Data<typeof levels.$get>[number];
