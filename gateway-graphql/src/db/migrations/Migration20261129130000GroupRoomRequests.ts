import { Migration } from '@mikro-orm/migrations';

/**
 * A roommate group's request for one room (issue 51, docs/decisions/0151): the leader's row is
 * the request the warden decides; each member's row points at it (`lead_request_id`), so every
 * rule that asks whether a student waits on a request sees the members too, and the partial
 * unique index keeps each of them in one pending request. A member's row goes with its lead.
 */
export class Migration20261129130000GroupRoomRequests extends Migration {
  override up(): void {
    this.addSql(`alter table "room_requests" add "lead_request_id" uuid null`);
    this.addSql(`create index "room_requests_lead_request_id_index" on "room_requests" ("lead_request_id")`);
    this.addSql(
      `alter table "room_requests" add constraint "room_requests_lead_request_id_foreign" foreign key ("lead_request_id") references "room_requests" ("id") on delete cascade`,
    );
    this.addSql(`alter table "room_requests" add constraint "room_requests_member_alone_check" check (lead_request_id is null or (roommate_id is null and not change))`);
  }

  override down(): void {
    this.addSql(`delete from "room_requests" where "lead_request_id" is not null`);
    this.addSql(`alter table "room_requests" drop constraint "room_requests_member_alone_check"`);
    this.addSql(`alter table "room_requests" drop constraint "room_requests_lead_request_id_foreign"`);
    this.addSql(`drop index "room_requests_lead_request_id_index"`);
    this.addSql(`alter table "room_requests" drop column "lead_request_id"`);
  }
}
