import { gql, type TypedDocumentNode } from '@apollo/client';

/** What the form sends. The roll number is absent on purpose: the server reads it from the session. */
export interface OutpassInput {
  name: string;
  where: string;
  /** YYYY-MM-DD */
  dateOfArrival: string;
  /** HH:MM */
  outTime: string;
  reason: string;
  responsibility: 'Yes' | 'No';
}

export interface ApplyOutpassData {
  applyOutpass: { id: string; status: 'PENDING' | 'APPROVED' | 'REJECTED' };
}

export const APPLY_OUTPASS: TypedDocumentNode<ApplyOutpassData, { input: OutpassInput }> = gql`
  mutation StudentApplyOutpass($input: OutpassInput!) {
    applyOutpass(input: $input) {
      id
      status
    }
  }
`;
