import { machineBusyMs } from './repairs-grid.js';
import { databaseCpuMs, databaseCpuSpent } from './setup.js';

/**
 * Where the machine's cores went while `work` ran: the gateway's process, the database's backends,
 * this load generator, and the rest of the machine ("others": whatever else ran on it, which the
 * two shared cores give away). In cores (CPU ms over wall ms); null where /proc cannot be read.
 */
export interface CoresSpent {
  seconds: number;
  gateway: number | null;
  database: number | null;
  loadGenerator: number;
  others: number | null;
}

export async function coresAround<T>(gateway: { cpuMs(): number | null }, databaseUrl: string, work: () => Promise<T>): Promise<{ result: T; cores: CoresSpent; gatewayCpuMs: number | null; databaseCpuMs: number | null }> {
  const before = { gateway: gateway.cpuMs(), database: await databaseCpuMs(databaseUrl), here: process.cpuUsage(), machine: machineBusyMs() };
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  const here = process.cpuUsage(before.here);
  const hereMs = (here.user + here.system) / 1000;
  const gatewayMs = before.gateway === null ? null : (gateway.cpuMs() ?? before.gateway) - before.gateway;
  const databaseMs = databaseCpuSpent(before.database, await databaseCpuMs(databaseUrl));
  const machineMs = before.machine === null ? null : (machineBusyMs() ?? before.machine) - before.machine;
  const cores = (ms: number | null) => (ms === null ? null : Math.round((ms / wallMs) * 100) / 100);
  return {
    result,
    cores: {
      seconds: Math.round(wallMs / 100) / 10,
      gateway: cores(gatewayMs),
      database: cores(databaseMs),
      loadGenerator: cores(hereMs)!,
      others: machineMs === null ? null : cores(Math.max(0, machineMs - (gatewayMs ?? 0) - (databaseMs ?? 0) - hereMs)),
    },
    gatewayCpuMs: gatewayMs,
    databaseCpuMs: databaseMs,
  };
}
