import { gql, type TypedDocumentNode } from '@apollo/client';

/** How many recent activities the dashboard lists; live ones push the oldest out. */
export const ACTIVITY_LIMIT = 20;

/** The three figures on the dashboard's cards. */
export interface AdminCounts {
  totalStudents: number;
  pendingOutpasses: number;
  pendingRoomRequests: number;
}

/** One line of the Recent Activity list. */
export interface Activity {
  id: string;
  /** 'Outpass Request' or 'Room Booking Request'. */
  type: string;
  description: string;
  /** ISO 8601, UTC. */
  timestamp: string;
  resolved: boolean;
  outpassId: string | null;
  roomRequestId: string | null;
}

/** What the admin feed says: an activity was created or resolved, and the counts now. */
export interface AdminFeedEvent {
  kind: 'CREATED' | 'RESOLVED';
  activity: Activity;
  counts: AdminCounts;
}

export const ADMIN_COUNTS: TypedDocumentNode<{ adminCounts: AdminCounts }, Record<string, never>> = gql`
  query AdminDashboardCounts {
    adminCounts {
      totalStudents
      pendingOutpasses
      pendingRoomRequests
    }
  }
`;

export const RECENT_ACTIVITY: TypedDocumentNode<{ recentActivity: Activity[] }, { limit: number }> = gql`
  query AdminRecentActivity($limit: Int!) {
    recentActivity(limit: $limit) {
      id
      type
      description
      timestamp
      resolved
      outpassId
      roomRequestId
    }
  }
`;

export const ADMIN_FEED: TypedDocumentNode<{ adminFeed: AdminFeedEvent }, Record<string, never>> = gql`
  subscription AdminDashboardFeed {
    adminFeed {
      kind
      activity {
        id
        type
        description
        timestamp
        resolved
        outpassId
        roomRequestId
      }
      counts {
        totalStudents
        pendingOutpasses
        pendingRoomRequests
      }
    }
  }
`;
