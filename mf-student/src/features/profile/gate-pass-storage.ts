import type { GatePass } from './profile.operations';

const key = (outpassId: string) => `dormspace:gate-pass:${outpassId}`;

const isGatePass = (value: unknown): value is GatePass => {
  const pass = value as Partial<GatePass> | null;
  return typeof pass?.outpassId === 'string' && typeof pass.code === 'string' && typeof pass.qrSvg === 'string' && typeof pass.expiresAt === 'string';
};

/**
 * The last gate pass loaded for this outpass in this tab, or null. It lets the pass show again
 * at the gate when the network is gone (sessionStorage: it leaves with the tab, never shared).
 */
export function readStoredGatePass(outpassId: string, storage: Storage = sessionStorage): GatePass | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(outpassId)) ?? 'null');
    return isGatePass(parsed) && parsed.outpassId === outpassId ? parsed : null;
  } catch {
    return null; // unreadable or blocked storage: there is simply no copy
  }
}

/** Keeps `pass` for {@link readStoredGatePass}; a full or blocked storage is not an error. */
export function storeGatePass(pass: GatePass, storage: Storage = sessionStorage): void {
  try {
    const { outpassId, code, qrSvg, expiresAt } = pass;
    storage.setItem(key(outpassId), JSON.stringify({ outpassId, code, qrSvg, expiresAt }));
  } catch {
    // The pass still shows from memory; only the offline copy is missing.
  }
}
