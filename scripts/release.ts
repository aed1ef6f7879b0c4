import { main } from './releases.js';

/** `tsx scripts/release.ts <release|promote|rollback|releases> <remote> …` (see docs/deploying-a-remote.md). */
process.exit(await main(process.argv.slice(2)));
