import { useMutation } from 'web-kit/graphql';
import { formFailure } from '../../shared/form-failure';
import { checkShownId, type ShownId } from './shown-id';
import { SIGN_IN_VISITOR, type DeskVisit } from './visitors-desk.operations';
import { hostWords } from './visit-words';

/** How a sign-in went: signed in, or the fields' messages and the refusal's sentence (null: the fields say it all). */
export type SignInOutcome = { visit: DeskVisit } | { fieldErrors: { idType?: string; idLast4?: string }; message: string | null };

/** The sentence the desk says once a visitor is in: whom they see, and where they may wait. */
export function signedInWords(visit: DeskVisit): string {
  return `${visit.visitorName} is signed in to see ${hostWords(visit)}.${visit.commonRoomOnly ? ' Common room only.' : ''}`;
}

/**
 * Signs a visitor in on their pass (`code`, the scanned token or the typed code) or from the
 * day's list (`visitId`), with the ID shown: checked here first, then refused or done by the
 * server, in its words (outside visiting hours, the student's limit, not today…).
 */
export function useSignIn() {
  const [mutate, { loading }] = useMutation(SIGN_IN_VISITOR);
  const signIn = async (by: { code: string } | { visitId: string }, shown: ShownId): Promise<SignInOutcome> => {
    const checked = checkShownId(shown);
    if ('errors' in checked) return { fieldErrors: checked.errors, message: null };
    try {
      const { data } = await mutate({ variables: { input: { ...by, ...checked.input } } });
      if (data) return { visit: data.signInVisitor };
      return { fieldErrors: {}, message: 'The visitor was not signed in. Try again.' };
    } catch (error) {
      return formFailure(error, ['idType', 'idLast4'], 'The visitor was not signed in: the server did not answer. Try again.');
    }
  };
  return { signIn, signingIn: loading };
}
