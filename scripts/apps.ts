import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export type AppName = 'shell' | 'mf-student' | 'mf-rooms' | 'mf-admin';

export interface AppInfo {
  /** The federation container name (`mf_rooms`), also the global it registers. */
  federationName: string;
  /** Default port (overridable: SHELL_PORT, MF_STUDENT_PORT, MF_ROOMS_PORT, MF_ADMIN_PORT). */
  port: number;
  portEnv: string;
  remote: boolean;
  title: string;
  /** What a remote exposes besides `./routes` (widgets other remotes show through the shell). */
  exposes?: Record<string, string>;
}

export const APPS: Record<AppName, AppInfo> = {
  shell: { federationName: 'shell', port: 3000, portEnv: 'SHELL_PORT', remote: false, title: 'DormSpace' },
  'mf-student': { federationName: 'mf_student', port: 3001, portEnv: 'MF_STUDENT_PORT', remote: true, title: 'DormSpace · student' },
  'mf-rooms': { federationName: 'mf_rooms', port: 3002, portEnv: 'MF_ROOMS_PORT', remote: true, title: 'DormSpace · rooms', exposes: { './my-room': './src/my-room.ts' } },
  'mf-admin': { federationName: 'mf_admin', port: 3003, portEnv: 'MF_ADMIN_PORT', remote: true, title: 'DormSpace · admin' },
};

export const REMOTES = (Object.keys(APPS) as AppName[]).filter((name) => APPS[name].remote);

export const appDir = (app: AppName) => join(repoRoot, app);
export const distDir = (app: AppName) => join(repoRoot, app, 'dist');
export const portOf = (app: AppName, env: NodeJS.ProcessEnv = process.env) => Number(env[APPS[app].portEnv] ?? APPS[app].port);

export function parseApps(args: string[]): AppName[] {
  const names = args.filter((a) => !a.startsWith('-'));
  for (const name of names) if (!(name in APPS)) throw new Error(`unknown app "${name}": one of ${Object.keys(APPS).join(', ')}`);
  return names.length > 0 ? (names as AppName[]) : (Object.keys(APPS) as AppName[]);
}
