// The campus's OpenID provider for `npm run bench -- sso`, in a process of its own so that its
// CPU is measured apart from the gateway's: the demo provider (oidc-provider) with the demo
// directory over the bench's database, DormSpace registered with its callback. It prints one
// line of JSON, `{ "issuer": … }`, once it answers; asked `report` over IPC, it answers the
// errors it gave, by endpoint and reason; SIGTERM stops it.
import pg from 'pg';
import { DatabaseDirectory, startDevProvider } from '../src/modules/sso/index.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`bench/sso-provider.ts needs ${name}`);
  return value;
};

const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 4 });
// The directory speaks MikroORM's `?` placeholders; pg numbers them.
const query = async <T>(sql: string, params: unknown[]): Promise<T[]> => {
  let n = 0;
  return (await pool.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
};

const provider = await startDevProvider({ port: 0, directory: new DatabaseDirectory(query, env('SSO_BENCH_PASSWORD')) });
const publicUrl = env('SSO_BENCH_PUBLIC_URL');
await provider.serve({
  clientId: env('SSO_CLIENT_ID'),
  clientSecret: env('SSO_CLIENT_SECRET'),
  redirectUris: [`${publicUrl}/api/auth/sso/callback`],
  postLogoutRedirectUris: [`${publicUrl}/login`],
});

// What the provider refused, counted: a failed sign-in's reason as the provider saw it.
const errors: Record<string, number> = {};
const count = (event: string) => (_ctx: unknown, error: Error) => {
  const { error: code, error_detail: detail } = error as Error & { error?: string; error_detail?: string };
  const reason = `${event}: ${code ?? error.message}${detail ? ` (${detail})` : ''}`;
  errors[reason] = (errors[reason] ?? 0) + 1;
};
const oidc = provider.provider()!;
oidc.on('authorization.error', count('authorization.error'));
oidc.on('grant.error', count('grant.error'));
oidc.on('server_error', count('server_error'));
// The bench gone (ended or killed), the provider goes too: it never outlives the run that started it.
process.once('disconnect', () => process.exit(0));
process.on('message', (message) => {
  if (message === 'report') process.send?.({ errors });
});
console.log(JSON.stringify({ issuer: provider.issuer }));

process.once('SIGTERM', () => {
  setTimeout(() => process.exit(0), 2000).unref(); // a kept-alive browser connection does not hold it up
  void Promise.all([provider.close(), pool.end()]).finally(() => process.exit(0));
});
