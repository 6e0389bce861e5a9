// A passkey authenticator in software, for route tests: a real ECDSA P-256 key made with
// WebCrypto, real authenticator data, an attestation of format 'none' and assertions signed
// with the key, exactly as a device hands them to the browser (WebAuthn Level 3, 6.1 and 6.5).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const encoder = new TextEncoder();
type CBORType = Parameters<typeof isoCBOR.encode>[0];
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto signs ECDSA as r || s; WebAuthn carries it as an ASN.1 DER SEQUENCE of two INTEGERs. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v = bytes.slice(i);
    if (v[0]! & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftwareAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  /** What the next assertion reports; stays 0 unless `counts` (most passkeys do not count). */
  counter = 0;
  userHandle: string | undefined;

  private constructor(
    private readonly keys: CryptoKeyPair,
    private readonly counts: boolean,
  ) {}

  static async create({ counts = false } = {}): Promise<SoftwareAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
    return new SoftwareAuthenticator(keys, counts);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private async authData(rpId: string, flags: number, attested?: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
    return concat(await sha256(encoder.encode(rpId)), new Uint8Array([flags]), uint32(this.counter), attested ?? new Uint8Array());
  }

  private async cosePublicKey(): Promise<Uint8Array> {
    const raw = new Uint8Array((await crypto.subtle.exportKey('raw', this.keys.publicKey)) as ArrayBuffer); // 0x04 || x || y
    const key = new Map<number, CBORType>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, raw.slice(1, 33)],
      [-3, raw.slice(33, 65)],
    ]);
    return isoCBOR.encode(key);
  }

  /** What navigator.credentials.create() gives the page: attestation 'none'. */
  async register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): Promise<RegistrationResponseJSON> {
    this.userHandle = options.user.id;
    const clientData = encoder.encode(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 255]);
    const attested = concat(new Uint8Array(16), idLength, this.credentialId, await this.cosePublicKey());
    const authData = await this.authData(options.rp.id ?? new URL(origin).hostname, FLAG_UP | FLAG_UV | FLAG_AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** What navigator.credentials.get() gives the page: authenticator data and clientDataJSON's hash, signed. */
  async assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    origin: string,
    { challenge = options.challenge, rpId = options.rpId ?? new URL(origin).hostname } = {},
  ): Promise<AuthenticationResponseJSON> {
    if (this.counts) this.counter++;
    const clientData = encoder.encode(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
    const authData = await this.authData(rpId, FLAG_UP | FLAG_UV);
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
        userHandle: this.userHandle,
      },
    };
  }
}
