import { describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap.js';
import { newGatePassKey, parseGatePassKeys } from '../../core/gate-pass.js';
import { DevOutbox } from '../mail/index.js';
import { Client } from '../../../test/client.js';
import { newStudent, useTestApp } from '../../../test/app.js';
import { approvedOutpass, bedIn, newGuard, passOf, scan } from '../../../test/outpass.js';

const [oldKey] = parseGatePassKeys(newGatePassKey('old'));
const [newKey] = parseGatePassKeys(newGatePassKey('new'));
const app = useTestApp({ gatePassKeys: [oldKey!] });

describe('rotating the gate pass key', () => {
  it('a gateway on the new ring accepts passes in flight, by QR and typed code, and signs new ones with the new key', async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const { client } = await newStudent(app, { gender: 'Female' });
    await bedIn(client, 'GH-1', 13);
    const outpass = await approvedOutpass(client, admin);
    const inFlight = (await passOf(client, outpass.id)).body.data!.gatePass;

    // A second gateway on the same database with the rotated ring: new key first, old key kept.
    const rotated = await bootstrap({
      databaseUrl: app.gateway.orm.config.get('clientUrl')!,
      port: 0,
      host: '127.0.0.1',
      mailTransport: new DevOutbox(undefined, false),
      logMigrations: false,
      overdueSweepSeconds: 0,
      gatePassKeys: [newKey!, oldKey!],
    });
    try {
      const on = (c: Client) => Object.assign(new Client(rotated.url), { cookie: c.cookie });
      const out = await scan(on(guard), inFlight.token, 'OUT');
      expect(out.body.data?.scanGatePass.outpass.status).toBe('OUT');
      const renewed = (await passOf(on(client), outpass.id)).body.data!.gatePass;
      expect(JSON.parse(Buffer.from(renewed.token.split('.')[0]!, 'base64url').toString())).toMatchObject({ kid: 'new' });
      // The code was derived under the old key at approval; it is still shown and still works.
      expect(renewed.code).toBe(inFlight.code);
      expect((await scan(on(guard), renewed.code, 'RETURNED')).body.data?.scanGatePass.outpass.status).toBe('RETURNED');
      // The old gateway, which never had the new key, refuses what the new one signed.
      const second = await approvedOutpass(client, admin);
      const newer = (await passOf(on(client), second.id)).body.data!.gatePass;
      expect((await scan(guard, newer.token, 'OUT')).body.errors?.[0]?.message).toBe('This pass is not genuine: its signature does not match. Do not let the student through on it.');
    } finally {
      await rotated.close();
    }
  });
});
