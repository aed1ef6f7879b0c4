import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys on the rows a booking and a room request create, written in the same
 * statement: a retry after a cut connection finds its own row and gets the original answer.
 */
export class Migration20261123120000IdempotencyKeys extends Migration {
  override up(): void {
    this.addSql(`alter table "room_occupancies" add "request_key" varchar(100) null`);
    this.addSql(`alter table "room_requests" add "request_key" varchar(100) null`);
    this.addSql(`create unique index "room_requests_student_request_key" on "room_requests" ("student_id", "request_key") where "request_key" is not null`);
  }

  override down(): void {
    this.addSql(`drop index "room_requests_student_request_key"`);
    this.addSql(`alter table "room_requests" drop column "request_key"`);
    this.addSql(`alter table "room_occupancies" drop column "request_key"`);
  }
}
