import { BREACHED_PASSWORDS_GZIP_BASE64 } from './breached-password-list';

/**
 * Passwords known from breaches (ASVS 6.2.4, NIST 800-63B 5.1.1.2): the 45,000 of 10 to 128
 * characters from SecLists' lists (scripts/breached-passwords.ts says where and how). Checked
 * here, by the worker, at registration: the list is 250 KB compressed, too much for the
 * sign-in page to load, so the form's own check (schemas/common-passwords.ts) catches the
 * shapes guessers try and the worker answers the rest with the same message.
 *
 * Unpacked on first use and kept for the isolate's life (about 6 MB of heap; some 30 ms on
 * local workerd), so requests that never register a password never pay for it.
 */
let list: Promise<Set<string>> | undefined;

async function load(): Promise<Set<string>> {
  const binary = atob(BREACHED_PASSWORDS_GZIP_BASE64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const gunzip = new DecompressionStream('gzip');
  const writer = gunzip.writable.getWriter();
  const [, , text] = await Promise.all([writer.write(bytes), writer.close(), new Response(gunzip.readable).text()]);
  return new Set(text.split('\n'));
}

/** True for a password found in a breach, whatever its case. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  list ??= load().catch((error: unknown) => {
    list = undefined; // a failed unpack is tried again next time rather than kept
    throw error;
  });
  return (await list).has(password.toLowerCase());
}
