import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A passkey authenticator in software, for tests only: an ES256 key pair and the bytes a browser's authenticator
 * returns (attestation 'none', authenticator data, clientDataJSON), built by hand as WebAuthn Level 2 lays them out.
 * The portal itself never builds or parses these: the library does (decision 073).
 */

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: maps, integers, byte and text strings. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5); b[0] = (major << 5) | 26; b.writeUInt32BE(n, 1); return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') { const bytes = Buffer.from(value, 'utf8'); return Buffer.concat([head(3, bytes.length), bytes]); }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export interface SoftwareAuthenticatorOptions {
  origin: string;
  /** the authenticator verifies the person (PIN, biometric); default true */
  userVerification?: boolean;
  /** a synced passkey (backup eligible and backed up); default false */
  synced?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  userHandle: string | undefined;

  constructor(private readonly options: SoftwareAuthenticatorOptions) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private flags(extra: number): number {
    return FLAG_UP | (this.options.userVerification === false ? 0 : FLAG_UV) | (this.options.synced ? FLAG_BE | FLAG_BS : 0) | extra;
  }

  private rpIdHash(rpId: string): Buffer {
    return createHash('sha256').update(rpId).digest();
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.options.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The RegistrationResponseJSON for the options of navigator.credentials.create. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, tamper: { origin?: string } = {}) {
    const rpId = options.rp.id ?? new URL(this.options.origin).hostname;
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const id = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2); idLength.writeUInt16BE(id.length);
    const count = Buffer.alloc(4); count.writeUInt32BE(this.counter);
    const authData = Buffer.concat([this.rpIdHash(rpId), Buffer.from([this.flags(FLAG_AT)]), count, Buffer.alloc(16), idLength, id, coseKey]);
    const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: this.credentialId, rawId: this.credentialId, type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, tamper.origin).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    };
  }

  /** The AuthenticationResponseJSON for the options of navigator.credentials.get; the counter goes up by one. */
  authenticate(options: { challenge: string; rpId?: string }, tamper: { origin?: string; counter?: number } = {}) {
    const rpId = options.rpId ?? new URL(this.options.origin).hostname;
    this.counter = tamper.counter ?? this.counter + 1;
    const count = Buffer.alloc(4); count.writeUInt32BE(this.counter);
    const authenticatorData = Buffer.concat([this.rpIdHash(rpId), Buffer.from([this.flags(0)]), count]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper.origin);
    const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', signed, this.privateKey);
    return {
      id: this.credentialId, rawId: this.credentialId, type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
