import { Migration } from '@mikro-orm/migrations';

/**
 * Roommate consent and the ends of a room request: its own status type (Cancelled by the
 * requester, Declined by the roommate), the roommate's answer, the admin's reason, and a student
 * named as roommate in at most one pending request. Requests still pending when this runs wait
 * for their roommate's answer; decided ones count as accepted.
 */
export class Migration20261123000000RoommateConsent extends Migration {
  override up(): void {
    this.addSql(`create type "roommate_response" as enum ('Pending', 'Accepted', 'Declined')`);
    this.addSql(`create type "room_request_status" as enum ('Pending', 'Approved', 'Rejected', 'Cancelled', 'Declined')`);
    this.addSql(`alter table "room_requests" add "roommate_response" "roommate_response" null, add "responded_at" timestamptz null, add "decision_reason" varchar(500) null`);
    // The partial index's predicate names the old type: it is rebuilt around the change.
    this.addSql(`drop index "room_requests_one_pending_per_student"`);
    this.addSql(`alter table "room_requests" alter column "status" drop default`);
    this.addSql(`alter table "room_requests" alter column "status" type "room_request_status" using ("status"::text::"room_request_status")`);
    this.addSql(`alter table "room_requests" alter column "status" set default 'Pending'`);
    this.addSql(`create unique index "room_requests_one_pending_per_student" on "room_requests" ("student_id") where "status" = 'Pending'`);
    this.addSql(`update "room_requests" set "roommate_response" = case when "status" = 'Pending' then 'Pending'::"roommate_response" else 'Accepted'::"roommate_response" end where "roommate_id" is not null`);
    this.addSql(`create unique index "room_requests_one_pending_per_roommate" on "room_requests" ("roommate_id") where "status" = 'Pending'`);
    this.addSql(`alter table "room_requests" add constraint "room_requests_not_own_roommate_check" check (roommate_id <> student_id)`);
    this.addSql(`alter table "room_requests" add constraint "room_requests_roommate_response_check" check ((roommate_id is null) = (roommate_response is null))`);
  }

  override down(): void {
    this.addSql(`alter table "room_requests" drop constraint "room_requests_roommate_response_check"`);
    this.addSql(`alter table "room_requests" drop constraint "room_requests_not_own_roommate_check"`);
    this.addSql(`drop index "room_requests_one_pending_per_roommate"`);
    // The old type has no Cancelled or Declined: such requests read as Rejected.
    this.addSql(`drop index "room_requests_one_pending_per_student"`);
    this.addSql(`alter table "room_requests" alter column "status" drop default`);
    this.addSql(
      `alter table "room_requests" alter column "status" type "request_status" using (case when "status" in ('Cancelled', 'Declined') then 'Rejected' else "status"::text end)::"request_status"`,
    );
    this.addSql(`alter table "room_requests" alter column "status" set default 'Pending'`);
    this.addSql(`create unique index "room_requests_one_pending_per_student" on "room_requests" ("student_id") where "status" = 'Pending'`);
    this.addSql(`alter table "room_requests" drop column "roommate_response", drop column "responded_at", drop column "decision_reason"`);
    this.addSql(`drop type "room_request_status"`);
    this.addSql(`drop type "roommate_response"`);
  }
}
