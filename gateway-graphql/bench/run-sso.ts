// `npm run bench -- sso`: selection day's login through single sign-on (issue 52), the gateway and
// the campus's provider each in its own process, their CPU measured apart (bench/sso-storm.ts).
import { randomBytes } from 'node:crypto';
import { openOrm } from '../src/db/orm.js';
import { freePort } from '../test/sso-browser.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';
import { benchDatabase, startGateway } from './setup.js';
import { startCampusProvider } from './sso-campus.js';
import { seedSsoStorm, ssoOptionsFromEnv, ssoStorm, ssoTargets, STUDENTS } from './sso-storm.js';

export async function runSso({ note }: BenchContext): Promise<void> {
  const db = await benchDatabase();
  try {
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    const seed = await seedSsoStorm(db.url);
    // The provider sends browsers back to the gateway's callback: its address is chosen first.
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const client = { id: 'dormspace', secret: randomBytes(24).toString('base64url') };
    const provider = await startCampusProvider(db.url, publicUrl, client);
    try {
      // A roster-only campus whose students sign in only through its provider; the rate limits at their defaults.
      const gateway = await startGateway(db.url, {
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        SSO_ISSUER: provider.issuer,
        SSO_CLIENT_ID: client.id,
        SSO_CLIENT_SECRET: client.secret,
        SSO_NAME: 'Bench Campus',
        SSO_ENROLLMENT_CLAIM: 'enrollment_id',
        SIGNIN_STUDENTS: 'sso',
        SIGNUP_MODE: 'roster',
      });
      try {
        const options = ssoOptionsFromEnv();
        const result = await ssoStorm(gateway, provider, db.url, seed, options);
        console.log(`5s. selection day's login through SSO: ${STUDENTS.toLocaleString('en')} students of the roster sign in through the campus's provider (its own process) at ${options.rate}/s, each then asking SessionMe, while the grid is read 50 times a second`);
        console.log(JSON.stringify(result, null, 2));
        const targets = ssoTargets(result);
        for (const target of targets) console.log(`   ${target.name}: ${target.figure}: ${target.met ? 'PASS' : 'MISS'}`);
        const { signIns, cpu, calm } = result;
        console.log(`   calm, 20/s: gateway CPU a first sign-in ${calm.first.gatewayCpuMsPerSignIn} ms, a returning one ${calm.again.gatewayCpuMsPerSignIn} ms; the provider's ${calm.first.providerCpuMsPerSignIn} / ${calm.again.providerCpuMsPerSignIn} ms`);
        console.log(`   ${signIns.perSecond} sign-ins/s; the provider's CPU a sign-in ${cpu.providerMsPerSignIn} ms, PostgreSQL's ${cpu.databaseMsPerSignIn} ms; a whole sign-in p50 / p99 ${signIns.latencyMs.p50} / ${signIns.latencyMs.p99} ms, DormSpace's callback ${signIns.stepsMs.callback?.p50} / ${signIns.stepsMs.callback?.p99} ms; cores busy: ${JSON.stringify(cpu.cores)}\n`);
        // The targets are at 100 sign-ins a second; other rates are experiments.
        if (options.rate === 100) {
          const by = Object.fromEntries(targets.map((t) => [t.key, t]));
          const figure = `${by.cpu!.figure}; at 20/s ${calm.first.gatewayCpuMsPerSignIn} ms a first sign-in, ${calm.again.gatewayCpuMsPerSignIn} ms a returning one; the provider's ${cpu.providerMsPerSignIn} ms and PostgreSQL's ${cpu.databaseMsPerSignIn} ms a sign-in, measured apart; ${signIns.perSecond} sign-ins/s; other work on the machine ${cpu.cores.others} cores`;
          note(BENCH_TARGETS.ssoCpu, figure, by.cpu!.met, {
            gatewayMsPerSignIn: cpu.gatewayMsPerSignIn ?? -1,
            providerMsPerSignIn: cpu.providerMsPerSignIn ?? -1,
            signInsPerSecond: signIns.perSecond,
          });
          note(BENCH_TARGETS.ssoReads, by.reads!.figure, by.reads!.met, { readP99: result.reads.storm.latencyMs.p99, quietReadP99: result.reads.quiet.latencyMs.p99 });
          note(BENCH_TARGETS.ssoEveryone, `${by.everyone!.figure}; a whole sign-in p99 ${signIns.latencyMs.p99} ms`, by.everyone!.met, { signedIn: signIns.signedIn, turnedAway: signIns.turnedAway });
        }
      } finally {
        await gateway.stop();
      }
    } finally {
      await provider.stop();
    }
  } finally {
    await db.stop();
  }
}
