// What the audit module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** One audit event, its before and after as the fields they name. */
export interface AuditEventView {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  objectType: string;
  objectId: string;
  studentId: string | null;
  hostelId: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  address: string | null;
}

export interface AuditPage {
  items: AuditEventView[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: string | null;
}
