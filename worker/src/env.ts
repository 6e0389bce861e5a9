/** Bindings and settings the worker reads. Secrets are set with `wrangler secret put`. */
export type Env = {
  DB: D1Database;
  MEDIA: R2Bucket;
  ASSETS?: Fetcher;
  /** libSQL / Turso instead of D1 when set. */
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  /** Single sign-on through any OpenID Connect provider when all three are set. */
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
};

export type AppEnv = { Bindings: Env; Variables: { db: import('./db/client').Db; user: import('./schemas/auth').CurrentUser | null; requestId: string } };
