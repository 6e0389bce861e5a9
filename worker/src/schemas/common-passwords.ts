/**
 * Passwords that guessing tools try first (ASVS 6.2 / NIST 800-63B: refuse "commonly used,
 * expected, or compromised values"). Anything under 10 characters is refused by length
 * already, so this holds the common ones that are long enough (some local: Australian cities),
 * plus the shapes attackers generate: one repeated character, a run of the keyboard or the
 * alphabet, or a common word padded with digits and symbols ("Password2024!"). Shared with the
 * sign-in page's form, so it is kept small; the worker also checks the 45,000 passwords of
 * breach lists (lib/breached-passwords.ts) and answers with the same message.
 */
const COMMON = new Set([
  '1234567890',
  '12345678910',
  '123456789a',
  '123456789q',
  '1234567890a',
  '0123456789',
  '0987654321',
  '9876543210',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'q1w2e3r4t5',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'asdfghjkl;',
  'zxcvbnm123',
  'qazwsxedcrfv',
  'zaq12wsxcde3',
  '1234qwerasdf',
  'abcd123456',
  'abc1234567',
  'abcdefghij',
  'a123456789',
  'aa12345678',
  'password1!',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'iloveyou123',
  'letmein123',
  'welcome123',
  'welcome1234',
  'admin12345',
  'administrator',
  'football123',
  'baseball123',
  'superman123',
  'princess123',
  'sunshine123',
  'trustno1234',
  'monkey12345',
  'dragon12345',
  'michael123',
  'jennifer123',
  'starwars123',
  'pokemon123',
  'liverpool1',
  'chocolate1',
  'basketball',
  'christopher',
  'iloveyou1234',
  'changeme123',
  'changeme1234',
  'secret1234',
  'computer123',
  'internet123',
  'whatever123',
  'freedom123',
  'shadow1234',
  'mustang1234',
  'master1234',
  'hello12345',
  'charlie123',
  'samsung123',
  'google1234',
  'facebook123',
  'australia1',
  'melbourne1',
  'sydney1234',
  'brisbane123',
  'canberra123',
  'adelaide123',
  'qwertyqwerty',
  'asdfasdfasdf',
  'passwordpassword',
  '1111111111',
  '0000000000',
  '1212121212',
  '1122334455',
  '1231231234',
  '123123123123',
  '12341234',
  '112233445566',
  '147258369',
  '1472583690',
  '159753159753',
  '123qweasdzxc',
  '1qazxsw23edc',
  'qweasdzxc123',
  'abcabcabcabc',
]);

/** Words people build "strong" passwords from; with only digits and symbols around them they are guessed at once. */
const BASE_WORDS = [
  'password',
  'qwerty',
  'letmein',
  'iloveyou',
  'welcome',
  'admin',
  'changeme',
  'secret',
  'equalground',
  'cripchat',
  'members',
];

const LOOK_ALIKES: Record<string, string> = { '0': 'o', '@': 'a', $: 's', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

function isRunOfKeys(p: string): boolean {
  return KEYBOARD_ROWS.some((row) => row.includes(p) || [...row].reverse().join('').includes(p));
}

/** True for a password attackers would try early. */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (COMMON.has(p)) return true;
  if (new Set(p).size <= 2) return true; // "aaaaaaaaaa", "ababababab"
  if (isRunOfKeys(p)) return true;
  // "P@ssw0rd2024!" is "password" with padding and look-alike characters.
  const core = p.replace(/^[^a-z@$]+|[^a-z@$]+$/g, '').replace(/[0@$134578]/g, (ch) => LOOK_ALIKES[ch]!);
  return BASE_WORDS.includes(core);
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a longer phrase that would be hard to guess.';
