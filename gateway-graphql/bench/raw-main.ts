import { startRawServer } from './raw-server.js';

const server = await startRawServer(process.env.DATABASE_URL!, 'BH-1');
console.log(server.url);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
