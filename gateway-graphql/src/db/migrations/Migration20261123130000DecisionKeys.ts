import { Migration } from '@mikro-orm/migrations';

/**
 * The Idempotency-Key of the decision that ended an outpass or a room request, written with the
 * decision: a retried decision finds it and gets the first answer instead of 'already decided'.
 */
export class Migration20261123130000DecisionKeys extends Migration {
  override up(): void {
    this.addSql(`alter table "outpasses" add "decision_key" varchar(100) null`);
    this.addSql(`alter table "room_requests" add "decision_key" varchar(100) null`);
  }

  override down(): void {
    this.addSql(`alter table "room_requests" drop column "decision_key"`);
    this.addSql(`alter table "outpasses" drop column "decision_key"`);
  }
}
