import { graphql } from '../../gql';
import type { AdminAuditEventsQuery } from '../../gql/graphql';

export type AuditEvent = AdminAuditEventsQuery['auditEvents']['items'][number];

export const AUDIT_EVENTS = graphql(`
  query AdminAuditEvents($filter: AuditFilter) {
    auditEvents(filter: $filter) {
      nextBefore
      items {
        id
        at
        actorName
        actorRole
        action
        objectType
        objectId
        studentId
        address
        changes {
          field
          before
          after
        }
      }
    }
  }
`);
