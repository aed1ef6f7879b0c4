import { Migration } from '@mikro-orm/migrations';

/**
 * Early exits at the gate (issue 40): each hostel's rule for a student going out well before
 * the out time their outpass declares. Warn (the gate lets them through, the guard is warned)
 * is what the gate did before, so every hostel starts there.
 */
export class Migration20261127000000EarlyExit extends Migration {
  override up(): void {
    this.addSql(`create type "early_exit_rule" as enum ('Warn', 'Refuse')`);
    this.addSql(`alter table "hostels" add "early_exit" "early_exit_rule" not null default 'Warn'`);
  }

  override down(): void {
    this.addSql(`alter table "hostels" drop column "early_exit"`);
    this.addSql(`drop type "early_exit_rule"`);
  }
}
