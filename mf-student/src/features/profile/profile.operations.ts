import { gql, type TypedDocumentNode } from '@apollo/client';

export type OutpassStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ProfileUser {
  id: string;
  name: string;
  email: string;
  enrollmentId: string | null;
  phoneNumber: string | null;
  /** YYYY-MM-DD */
  dob: string | null;
  address: string | null;
  gender: 'MALE' | 'FEMALE' | null;
}

export interface OutpassItem {
  id: string;
  reason: string;
  description: string | null;
  /** ISO date-time */
  createdAt: string;
  status: OutpassStatus;
  where: string;
  /** YYYY-MM-DD */
  dateOfArrival: string;
}

export interface OutpassHistory {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
  items: OutpassItem[];
}

export const MY_PROFILE: TypedDocumentNode<{ me: ProfileUser | null }> = gql`
  query StudentMyProfile {
    me {
      id
      name
      email
      enrollmentId
      phoneNumber
      dob
      address
      gender
    }
  }
`;

export const MY_OUTPASSES: TypedDocumentNode<{ myOutpasses: OutpassHistory }> = gql`
  query StudentMyOutpasses {
    myOutpasses {
      total
      approved
      pending
      rejected
      items {
        id
        reason
        description
        createdAt
        status
        where
        dateOfArrival
      }
    }
  }
`;

export interface OutpassUpdate {
  id: string;
  status: OutpassStatus;
  decisionReason: string | null;
  decidedAt: string | null;
}

export const MY_OUTPASS_UPDATES: TypedDocumentNode<{ myOutpassUpdates: OutpassUpdate }> = gql`
  subscription StudentMyOutpassUpdates {
    myOutpassUpdates {
      id
      status
      decisionReason
      decidedAt
    }
  }
`;
