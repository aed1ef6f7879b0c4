import { graphql } from '../../gql';
import type { OutpassInput as ApiOutpassInput } from '../../gql/graphql';

/** What the form sends. The roll number is absent on purpose: the server reads it from the session. */
export type OutpassInput = Omit<ApiOutpassInput, 'description'>;

export const APPLY_OUTPASS = graphql(`
  mutation StudentApplyOutpass($input: OutpassInput!) {
    applyOutpass(input: $input) {
      id
      status
    }
  }
`);
