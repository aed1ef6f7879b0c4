import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../core/enums.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import type { RosterDeps } from './roster.shared.js';
import { signupModeInput } from './roster.validate.js';
import type { SignupMode } from './signup-mode.js';

export interface CampusSettingsView {
  signupMode: SignupMode;
}

/** The campus's signup mode: the admin's choice once there is one, else SIGNUP_MODE. */
export async function signupModeOf(em: EntityManager, fallback: SignupMode): Promise<SignupMode> {
  const [row] = await em.execute<{ signup_mode: SignupMode }[]>('select signup_mode from campus_settings where id = 1');
  return row?.signup_mode ?? fallback;
}

/**
 * The campus's setting: whether signup is open to anyone or only to the roster (roster.signup.ts
 * holds signup's check). RosterService delegates to it.
 */
export class CampusSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<RosterDeps, 'audit' | 'signupMode'>,
  ) {}

  /** Anyone (the signup page reads it). */
  async settings(): Promise<CampusSettingsView> {
    return { signupMode: await signupModeOf(this.em, this.deps.signupMode) };
  }

  /** Admin: how students join from now on; the choice outlives SIGNUP_MODE. Audited when it changes. */
  async setSignupMode(viewer: Viewer | null, input: { mode?: unknown }): Promise<CampusSettingsView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { mode } = parseInput(signupModeInput, input);
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ signup_mode: SignupMode }[]>('select signup_mode from campus_settings where id = 1 for update');
      const before = row?.signup_mode ?? this.deps.signupMode;
      await em.execute(
        `insert into campus_settings (id, signup_mode, updated_at) values (1, ?, now())
         on conflict (id) do update set signup_mode = excluded.signup_mode, updated_at = now()`,
        [mode],
      );
      if (before === mode) return;
      await this.deps.audit.record(em, admin, {
        action: 'campus.signup_mode_changed',
        objectType: 'campus_settings',
        objectId: 'signup_mode',
        before: { signupMode: before },
        after: { signupMode: mode },
      });
    });
    return { signupMode: mode };
  }
}
