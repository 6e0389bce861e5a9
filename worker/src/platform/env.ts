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
  /** Gifts go through Stripe Checkout when both are set (a secret key, and the webhook's signing secret). */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /**
   * Which request header holds the visitor's address on a host that is not Cloudflare's
   * runtime (one its own proxy overwrites, such as X-Real-IP), or "none". Unset: CF-Connecting-IP
   * where the request has `request.cf`, else none (lib/request.ts).
   */
  CLIENT_IP_HEADER?: string;
  /** "true" lets gifts complete at once with no payment, clearly labelled: local development only. */
  DONATIONS_TEST_MODE?: string;
  /** The organisation on receipts; with a valid ABN and a fund name it is a deductible gift recipient. */
  ORGANISATION_NAME?: string;
  ORGANISATION_ABN?: string;
  DGR_FUND_NAME?: string;
  /**
   * Mail (services/mail.ts): the queue every mail goes through, the sender, and the SMTP relay
   * the queue consumer delivers to (docs/decisions/0019-mail-through-a-queue-and-smtp.md).
   * Without MAIL_QUEUE, MAIL_FROM and SMTP_HOST the features that need mail refuse plainly.
   */
  MAIL_QUEUE?: Queue<import('../mail/services/mail').QueuedMail | import('../accounts/services/account-export-background').DataExportJob>;
  /** Rows above which "Download my data" is prepared in the background and mailed (default 10,000; decision 0022). */
  EXPORT_INLINE_MAX_ROWS?: string;
  /** Notification fan-outs too large for a request (a new episode or audiobook for every member). */
  NOTIFY_QUEUE?: Queue<import('../notifications/services/release-notifications').NotifyJob>;
  /**
   * Reply by email (decision 0036): the domain Email Routing sends to this worker's `email`
   * handler, and the secret that signs each notification's reply address. Both, or no Reply-To.
   */
  REPLY_DOMAIN?: string;
  EMAIL_REPLY_SECRET?: string;
  /** New accounts allowed from one address an hour (default 20; routes/auth.ts). */
  REGISTRATIONS_PER_ADDRESS_HOUR?: string;
  /** The site's own address (https://members.example.org) for links in mails; else the request's. */
  SITE_URL?: string;
  /** "Name <address>" or an address; the From of every mail. */
  MAIL_FROM?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  /** "tls" (implicit TLS, port 465), "starttls" (port 587) or "none" (the local inbox only). */
  SMTP_SECURITY?: string;
  SMTP_USERNAME?: string;
  SMTP_PASSWORD?: string;
  /**
   * Live channels (live/live-hub.ts): one Durable Object per member (`member:{id}`). Without it
   * everything is still stored and shown on the next read; only the live push is missing.
   */
  LIVE?: DurableObjectNamespace;
};

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: import('../db/client').Db;
    /** The primary itself, for the session lookup (db/client.ts createRequestDb). */
    primaryDb: import('../db/client').Db;
    user: import('../schemas/auth').CurrentUser | null;
    /** The session `user` came from, when loadUser looked it up (a live socket is tied to it, decision 0047). */
    session?: import('../accounts/services/sessions').SessionRef;
    /**
     * For a route that checks its session in its own batch (accounts/auth.ts checksSessionInBatch,
     * a message's send): whose this isolate saw the session was. `user` is null unless this
     * isolate had not seen the session yet and loadUser looked it up.
     */
    sessionClaim?: { token: string; tokenHash: string; userId: number };
    /** The shared content's version stamps, read with the session for the list reads that use them (lib/member-cache.ts). */
    contentVersions?: import('../lib/shared-areas').ContentVersions;
    requestId: string;
    /** A client's own X-Request-Id, shortened (lib/log.ts), logged beside ours. */
    clientRequestId?: string;
    /** The visitor's address when a trusted header gives one (lib/request.ts), else null. */
    clientAddress: string | null;
    /** A fresh copy of this response for the edge cache, from a route whose body is a large stream (lib/edge-cache.ts). */
    edgeCacheCopy?: () => Promise<Response>;
  };
};
