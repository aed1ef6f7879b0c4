import { createHmac, randomBytes } from 'node:crypto';
import { sha256Hex } from './secrets.js';
import { errors, jwtVerify, SignJWT } from 'jose';

/** One key of the ring: its id (in each token's header) and its secret (at least 32 bytes). */
export interface GatePassKey {
  kid: string;
  secret: Uint8Array;
}

/** What a signer's tokens and codes are for: the audience its tokens carry, the label its codes are derived under. */
export interface PassPurpose {
  audience: string;
  codeLabel: string;
}

/** Gate passes (outpasses), parcel collection codes and visitor passes: one key ring, an audience each, so none is taken for another. */
export const GATE_PASSES: PassPurpose = { audience: 'dormspace-gate', codeLabel: 'gate-code' };
export const PARCEL_PASSES: PassPurpose = { audience: 'dormspace-parcel', codeLabel: 'parcel-code' };
/** A visitor's pass, forwarded by the student who pre-registered them. */
export const VISITOR_PASSES: PassPurpose = { audience: 'dormspace-visitor', codeLabel: 'visitor-code' };
/** Crockford's base32: no I, L, O or U, so a code read aloud or typed survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * GATE_PASS_KEYS: `kid:secret,kid:secret`, secrets base64url of at least 32 bytes. The first key
 * signs; every key verifies. To rotate, put the new key first and keep the old one until the
 * passes it signed have expired (at most a day after their return time).
 */
export function parseGatePassKeys(text: string): GatePassKey[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const kid = entry.slice(0, at);
      const secret = Buffer.from(entry.slice(at + 1), 'base64url');
      if (at < 1 || !/^[A-Za-z0-9_.-]{1,40}$/.test(kid)) throw new Error('GATE_PASS_KEYS: each key is kid:secret, the kid 1-40 letters, digits, _ . -');
      if (secret.length < 32) throw new Error(`GATE_PASS_KEYS: the secret of "${kid}" must be at least 32 bytes (base64url)`);
      return { kid, secret: new Uint8Array(secret) };
    });
  if (keys.length === 0) throw new Error('GATE_PASS_KEYS holds no key');
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) throw new Error('GATE_PASS_KEYS: two keys share a kid');
  return keys;
}

/** A fresh key, written as GATE_PASS_KEYS expects it. */
export const newGatePassKey = (kid = `k${Date.now().toString(36)}`): string => `${kid}:${randomBytes(32).toString('base64url')}`;

export type GatePassCheck = { ok: true; id: string } | { ok: false; reason: 'forged' | 'expired' };

/**
 * Signs and checks gate passes: an HS256 JWT (jose) naming the outpass and nothing personal,
 * with an expiry, and the key's id in its header so a rotated-out key still verifies the passes
 * it signed. The typed code is an HMAC of the outpass id under a key of the ring: unforgeable
 * without the key, and looked up by its hash.
 */
export class GatePassSigner {
  private readonly byKid: Map<string, GatePassKey>;

  constructor(
    private readonly keys: readonly GatePassKey[],
    private readonly purpose: PassPurpose = GATE_PASSES,
  ) {
    if (keys.length === 0) throw new Error('a gate pass signer needs at least one key');
    this.byKid = new Map(keys.map((k) => [k.kid, k]));
  }

  /** A signer on the same key ring for another purpose (its own audience and code label). */
  for(purpose: PassPurpose): GatePassSigner {
    return new GatePassSigner(this.keys, purpose);
  }

  /** The key that signs now. */
  get currentKid(): string {
    return this.keys[0]!.kid;
  }

  /** A token naming `id` (an outpass, a parcel) until `expiresAt`. */
  async sign(id: string, expiresAt: Date, now: Date): Promise<string> {
    const key = this.keys[0]!;
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: key.kid, typ: 'JWT' })
      .setSubject(id)
      .setAudience(this.purpose.audience)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key.secret);
  }

  async verify(token: string, now: Date): Promise<GatePassCheck> {
    try {
      const { payload } = await jwtVerify(token, (header) => this.secretOf(header.kid), { algorithms: ['HS256'], audience: this.purpose.audience, currentDate: now, requiredClaims: ['sub', 'exp'] });
      return { ok: true, id: payload.sub! };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'forged' };
    }
  }

  /** The code a guard types: 10 characters of base32 (50 bits), shown as XXXXX-XXXXX. */
  codeFor(id: string, kid: string): string | null {
    const key = this.byKid.get(kid);
    if (!key) return null;
    const digest = createHmac('sha256', key.secret).update(`${this.purpose.codeLabel}:${id}`).digest();
    let bits = 0n;
    for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
    let code = '';
    for (let i = 0; i < 10; i++) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  }

  private secretOf(kid: string | undefined): Uint8Array {
    const key = kid ? this.byKid.get(kid) : undefined;
    if (!key) throw new Error('no key has this id'); // refused as forged
    return key.secret;
  }
}

/** A typed code as the guard entered it, in its canonical form (XXXXX-XXXXX), or null. */
export function normaliseGateCode(input: string): string | null {
  const plain = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(plain)) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** The typed code of a newly approved outpass, stored as its hash with the id of the key it is derived under. */
export function gateCodeRecord(signer: GatePassSigner, outpassId: string): { kid: string; hash: string } {
  const kid = signer.currentKid;
  return { kid, hash: sha256Hex(signer.codeFor(outpassId, kid)!) };
}
