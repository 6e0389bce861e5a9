import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { client, read, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { loadWebAuthn } from './webauthn';

const passkeys = client.api.auth.passkeys;

/** The member's passkeys, newest first. */
export const usePasskeys = () => useApi(passkeys);

export const renamePasskey = (id: number, name: string) => read(passkeys[':id'].$patch({ param: { id: String(id) }, json: { name } }));

export const removePasskey = (id: number) => read(passkeys[':id'].$delete({ param: { id: String(id) } }));

/**
 * "Add a passkey": the worker's options, the device's ceremony, the worker's check. The
 * passkey is kept under the device's name ("Chrome on Android"), which the member can change.
 */
export async function addPasskey() {
  const options = await read(passkeys.registration.options.$post());
  const { startRegistration } = await loadWebAuthn();
  // The library's own type: the JSON the worker's half of it made (its typed answer loses the extensions' buffer types).
  const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  return read(passkeys.registration.verify.$post({ json: { response } }));
}

/**
 * "Sign in with a passkey". With `autofill`, the browser offers the member's passkeys in the
 * email field's suggestions (conditional UI) and this waits until one is chosen.
 */
export async function signInWithPasskey({ autofill = false } = {}) {
  const options = await read(passkeys.authentication.options.$post());
  const { startAuthentication } = await loadWebAuthn();
  const response = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return read(passkeys.authentication.verify.$post({ json: { response } }));
}

export type PasskeySummary = Data<typeof passkeys.$get>[number];
