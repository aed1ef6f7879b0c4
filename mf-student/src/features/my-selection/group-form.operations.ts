import { graphql } from '../../gql';

/** A classmate drawn in the student's process, by enrollment ID: their name, to confirm whom the group names. */
export const SELECTION_CLASSMATE = graphql(`
  query StudentSelectionClassmate($enrollmentId: String!) {
    selectionClassmate(enrollmentId: $enrollmentId) {
      name
      enrollmentId
    }
  }
`);
