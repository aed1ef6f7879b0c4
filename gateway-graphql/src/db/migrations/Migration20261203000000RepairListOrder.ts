import { Migration } from '@mikro-orm/migrations';

/**
 * The office's repair list in its own order (issue 53): by due time (none last), then oldest,
 * then id, the order of RepairsOffice.list(). A status of most of the year's jobs (closed: nine
 * in ten) was read whole, joined and sorted for every page: 45 ms of PostgreSQL at 60,000 jobs
 * (`npm run bench -- repairs`). Walked in this index's order, a page reads its own rows and stops:
 * 1 ms. The open lists stay on repair_jobs_due_index or repair_jobs_hostel_index, whichever is cheaper.
 */
export class Migration20261203000000RepairListOrder extends Migration {
  override up(): void {
    this.addSql(`create index "repair_jobs_list_index" on "repair_jobs" ("due_at", "created_at", "id")`);
  }

  override down(): void {
    this.addSql(`drop index if exists "repair_jobs_list_index"`);
  }
}
