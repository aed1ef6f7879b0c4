import { graphql } from '../../gql';
import type { AdminActivityFragment, AdminAwayOutpassFragment, AdminCountsFieldsFragment, AdminDashboardFeedSubscription } from '../../gql/graphql';

/** How many recent activities the dashboard lists; live ones push the oldest out. */
export const ACTIVITY_LIMIT = 20;

/** The figures on the dashboard's cards. */
export type AdminCounts = AdminCountsFieldsFragment;
/** One line of the Recent Activity list. */
export type Activity = AdminActivityFragment;
/** What the admin feed says: an activity was created or resolved, and the counts now. */
export type AdminFeedEvent = AdminDashboardFeedSubscription['adminFeed'];
/** A student away on an outpass (out, or overdue). */
export type AwayOutpass = AdminAwayOutpassFragment;

export const ADMIN_ACTIVITY = graphql(`
  fragment AdminActivity on Activity {
    id
    type
    description
    timestamp
    resolved
    outpassId
    roomRequestId
  }
`);

export const ADMIN_COUNTS_FIELDS = graphql(`
  fragment AdminCountsFields on AdminCounts {
    totalStudents
    pendingOutpasses
    pendingRoomRequests
    overdueOutpasses
  }
`);

export const ADMIN_COUNTS = graphql(`
  query AdminDashboardCounts {
    adminCounts {
      ...AdminCountsFields
    }
  }
`);

export const RECENT_ACTIVITY = graphql(`
  query AdminRecentActivity($limit: Int!) {
    recentActivity(limit: $limit) {
      ...AdminActivity
    }
  }
`);

export const ADMIN_FEED = graphql(`
  subscription AdminDashboardFeed {
    adminFeed {
      kind
      activity {
        ...AdminActivity
      }
      counts {
        ...AdminCountsFields
      }
    }
  }
`);

export const AWAY_OUTPASS = graphql(`
  fragment AdminAwayOutpass on Outpass {
    id
    name
    rollNo
    where
    dateOfArrival
    returnTime
    status
  }
`);

/** Who is away now: out through the gate and not back, overdue or not. */
export const AWAY_NOW = graphql(`
  query AdminAwayNow {
    outpassesByStatus(statuses: [OUT, OVERDUE]) {
      ...AdminAwayOutpass
    }
  }
`);

/** Every outpass change the viewer may see: the away list follows students out and back. */
export const AWAY_CHANGES = graphql(`
  subscription AdminAwayChanges {
    outpassChanged {
      ...AdminAwayOutpass
    }
  }
`);

export const DASHBOARD_CHARTS = graphql(`
  query AdminDashboardCharts {
    hostels {
      id
      name
      totalBeds
      freeBeds
    }
    dailyCounts(days: 14) {
      day
      roomRequests
      outpasses
    }
  }
`);
