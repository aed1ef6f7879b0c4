import { graphql } from '../../gql';
import type { AdminSelectionWindowsQuery } from '../../gql/graphql';

export type SelectionWindow = AdminSelectionWindowsQuery['selectionWindows'][number];

export const SELECTION_WINDOWS = graphql(`
  query AdminSelectionWindows {
    selectionWindows {
      hostelId
      hostelName
      opensAt
      closesAt
      enrollmentPrefixes
      updatedAt
    }
    hostels {
      id
      name
    }
  }
`);

export const SET_WINDOW = graphql(`
  mutation AdminSetSelectionWindow($input: SelectionWindowInput!) {
    setSelectionWindow(input: $input) {
      hostelId
      hostelName
      opensAt
      closesAt
      enrollmentPrefixes
      updatedAt
    }
  }
`);

export const CLEAR_WINDOW = graphql(`
  mutation AdminClearSelectionWindow($hostelId: ID!) {
    clearSelectionWindow(hostelId: $hostelId)
  }
`);
