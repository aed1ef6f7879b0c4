import { graphql } from '../../gql';
import type { StudentMyOutpassesQuery, StudentMyProfileQuery } from '../../gql/graphql';

export type ProfileUser = NonNullable<StudentMyProfileQuery['me']>;
export type OutpassItem = StudentMyOutpassesQuery['myOutpasses']['items'][number];
export type OutpassStatus = OutpassItem['status'];

export const MY_PROFILE = graphql(`
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
`);

export const MY_OUTPASSES = graphql(`
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
`);

export const MY_OUTPASS_UPDATES = graphql(`
  subscription StudentMyOutpassUpdates {
    myOutpassUpdates {
      id
      status
      decisionReason
      decidedAt
    }
  }
`);
