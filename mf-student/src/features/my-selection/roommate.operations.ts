import { graphql } from '../../gql';
import type { StudentRoommateProfileFragment, StudentRoommateSuggestionsQuery } from '../../gql/graphql';

/** The student's roommate questionnaire and answers (null: drawn for no process). */
export type RoommateProfile = StudentRoommateProfileFragment;
export type RoommateSuggestion = StudentRoommateSuggestionsQuery['roommateSuggestions'][number];

export const ROOMMATE_PROFILE_FIELDS = graphql(`
  fragment StudentRoommateProfile on RoommateProfile {
    processId
    questions {
      key
      label
      kind
      choices
      weight
      dealbreaker
    }
    answers {
      key
      value
    }
    answered
    discoverable
    shared
    editableUntil
    editable
  }
`);

export const MY_ROOMMATE_PROFILE = graphql(`
  query StudentRoommateProfile {
    myRoommateProfile {
      ...StudentRoommateProfile
    }
  }
`);

export const SAVE_ROOMMATE_PROFILE = graphql(`
  mutation StudentSaveRoommateProfile($input: RoommateProfileInput!) {
    saveRoommateProfile(input: $input) {
      ...StudentRoommateProfile
    }
  }
`);

export const DELETE_ROOMMATE_PROFILE = graphql(`
  mutation StudentDeleteRoommateProfile {
    deleteRoommateProfile
  }
`);

export const ROOMMATE_SUGGESTIONS = graphql(`
  query StudentRoommateSuggestions($filters: [RoommateAnswerInput!]) {
    roommateSuggestions(filters: $filters) {
      name
      enrollmentId
      score
      explanation
      answers {
        key
        value
      }
    }
  }
`);

/** Forms a group with a suggestion, or adds them to the group the student leads; they are asked to accept. */
export const INVITE_SUGGESTED_ROOMMATE = graphql(`
  mutation StudentInviteSuggestedRoommate($enrollmentId: String!) {
    inviteSuggestedRoommate(enrollmentId: $enrollmentId) {
      ...StudentSelectionGroup
    }
  }
`);
