import { describe, expect, it } from 'vitest';
import { GatePassSigner, newGatePassKey, normaliseGateCode, PARCEL_PASSES, parseGatePassKeys } from './gate-pass.js';

const [a] = parseGatePassKeys(newGatePassKey('a'));
const [b] = parseGatePassKeys(newGatePassKey('b'));
const now = new Date('2026-11-23T10:00:00Z');
const later = new Date('2026-11-24T10:00:00Z');
const ID = '6f0b1f7e-7a4c-4d6e-9a43-1c1f2b3c4d5e';

describe('gate pass keys', () => {
  it('a rotated ring still verifies what the old key signed; a ring without it refuses', async () => {
    const token = await new GatePassSigner([a!]).sign(ID, later, now);
    expect(await new GatePassSigner([b!, a!]).verify(token, now)).toEqual({ ok: true, id: ID });
    expect(await new GatePassSigner([b!]).verify(token, now)).toEqual({ ok: false, reason: 'forged' });
    // The new ring signs with its first key.
    const fresh = await new GatePassSigner([b!, a!]).sign(ID, later, now);
    expect(JSON.parse(Buffer.from(fresh.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256', kid: 'b' });
    expect(await new GatePassSigner([a!]).verify(fresh, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses an expired pass as expired, and a pass for another audience as forged', async () => {
    const signer = new GatePassSigner([a!]);
    const token = await signer.sign(ID, later, now);
    expect(await signer.verify(token, new Date(later.getTime() + 1_000))).toEqual({ ok: false, reason: 'expired' });
    const { SignJWT } = await import('jose');
    const other = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: 'a' }).setSubject(ID).setAudience('someone-else').setExpirationTime(later.getTime() / 1000).sign(a!.secret);
    expect(await signer.verify(other, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('keeps gate passes and parcel codes apart on one key ring: neither token nor code is taken for the other', async () => {
    const gate = new GatePassSigner([a!]);
    const parcels = gate.for(PARCEL_PASSES);
    const gateToken = await gate.sign(ID, later, now);
    const parcelToken = await parcels.sign(ID, later, now);
    expect(await parcels.verify(gateToken, now)).toEqual({ ok: false, reason: 'forged' });
    expect(await gate.verify(parcelToken, now)).toEqual({ ok: false, reason: 'forged' });
    expect(await parcels.verify(parcelToken, now)).toEqual({ ok: true, id: ID });
    expect(parcels.codeFor(ID, 'a')).not.toBe(gate.codeFor(ID, 'a'));
  });

  it('derives a typed code per outpass and key, and reads it back however it was typed', () => {
    const signer = new GatePassSigner([a!, b!]);
    const code = signer.codeFor(ID, 'a')!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(signer.codeFor(ID, 'b')).not.toBe(code);
    expect(signer.codeFor(ID, 'gone')).toBeNull();
    expect(normaliseGateCode(` ${code.toLowerCase().replace('-', ' ')} `)).toBe(code);
    expect(normaliseGateCode('o1l1o-ABCDE')).toBe('01110-ABCDE');
    expect(normaliseGateCode('ABCDU-12345')).toBeNull(); // U is not in the alphabet
    expect(normaliseGateCode('short')).toBeNull();
  });

  it('refuses a ring that is empty, short of bytes, or names one kid twice', () => {
    expect(() => parseGatePassKeys('')).toThrow('GATE_PASS_KEYS holds no key');
    expect(() => parseGatePassKeys('k:c2hvcnQ')).toThrow('must be at least 32 bytes');
    expect(() => parseGatePassKeys(`${newGatePassKey('x')},${newGatePassKey('x')}`)).toThrow('two keys share a kid');
    expect(() => parseGatePassKeys('no-secret')).toThrow('each key is kid:secret');
  });
});
