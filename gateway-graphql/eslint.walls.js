// The gateway's inner walls (ARCHITECTURE.md), as lint zones. Imported by the root eslint.config.js.
import { join } from 'node:path';

const src = join(import.meta.dirname, 'src');
const MODULES = ['activity', 'audit', 'auth', 'booking', 'gate', 'hostel', 'mail', 'notification', 'outpass', 'room', 'roster', 'selection', 'staff', 'user', 'waitlist'];
// Globs only: the rule wants a zone's `from` all globs or none.
const OUTER = ['http/**', 'graphql/**', 'cli/**', '{services,bootstrap,main,config}.ts', 'db/seed?(.ts)'].map((p) => join(src, p));

const zones = [
  {
    target: join(src, 'core/**'),
    from: [join(src, 'modules/**'), ...OUTER],
    message: 'core is the bottom layer: it imports no module and no adapter.',
  },
  // A module reaches another only through its index; its entities may name other entities
  // directly (the ORM's graph: an index there would pull services into entity files).
  ...MODULES.flatMap((m) => [
    {
      target: join(src, `modules/${m}/!(*.entity).ts`),
      from: [join(src, `modules/!(${m})/**`)],
      except: [join(src, 'modules/*/index.ts')],
      message: `modules talk through each other's public index: import '../<module>/index.js' from ${m}.`,
    },
    {
      target: join(src, `modules/${m}/*.entity.ts`),
      from: [join(src, `modules/!(${m})/!(*.entity).ts`)],
      message: 'an entity names other entities only.',
    },
  ]),
  {
    target: OUTER,
    from: [join(src, 'modules/**')],
    except: [join(src, 'modules/*/index.ts')],
    message: "the outer layers reach a module only through its index ('modules/<module>/index.js').",
  },
  {
    target: join(src, 'http/**'),
    from: [join(src, 'modules/**')],
    message: 'the REST bridge reaches the domain through the services on the request context, never a module directly.',
  },
  {
    target: join(src, 'modules/*/*.rest.ts'),
    from: [join(src, 'modules/**/*.entity.ts')],
    message: 'a REST adapter works with views from services, never entities.',
  },
];

export default [
  {
    files: ['gateway-graphql/src/**/*.ts'],
    ignores: ['gateway-graphql/src/**/*.test.ts', 'gateway-graphql/src/db/migrations/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
];
