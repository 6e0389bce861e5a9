import { type JsonBody, client, read, upload, type Data } from '@/lib/api-client';
import { below, invalidate, readsOf, useApi } from '@/lib/use-api';

const profile = client.api.profile;
const avatar = profile.avatar;
const members = client.api.members;

/** The signed-in member's own profile, for the "Your profile" form. */
export const useOwnProfile = () => useApi(profile);

/** A member's page: who they are and their recent posts. */
export const useMemberPage = (id: string | undefined) => useApi(members[':id'], id ? { param: { id: encodeURIComponent(id) } } : null);

export const saveProfile = (input: JsonBody<typeof profile.$patch>) => read(profile.$patch({ json: input }));

/** Multipart form data, which the typed client does not send: upload() does, typed by the route's answer. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.set('file', file);
  return upload<typeof avatar.$put>(avatar.$path(), { method: 'PUT', body: form });
}

export const removeAvatar = () => read(avatar.$delete());

/**
 * Everything that shows the member's name or photo: the nav bar's greeting, their profile,
 * member pages, and the forum's author names and pictures.
 */
export const profileKeys = {
  shown: [readsOf(client.api.auth.user), readsOf(profile), below(members), below(client.api.community)],
};

export const invalidateProfile = () => invalidate(...profileKeys.shown);

export type MemberProfile = Data<typeof profile.$get>;
