/**
 * R2 keys under this prefix are never served by the public /media route: a member's prepared
 * data export lives there (services/account-export-background.ts), reachable only through its
 * own signed-in route.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_KEY_PREFIX);
