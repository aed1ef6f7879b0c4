import { graphql } from '../../gql';

/** How people sign in here: the campus's account (SSO), a DormSpace password, or both. */
export const SIGN_IN_OPTIONS = graphql(`
  query ShellSignInOptions {
    signInOptions {
      campusName
      ssoStartPath
      studentPasswords
      staffPasswords
      providerLogoutUrl
    }
  }
`);

/**
 * Why the gateway refused a sign-in through the campus's provider (the `#sso=<reason>` it sends
 * the browser back with), in a sentence: fixed words only, so a crafted link shows nothing of an
 * attacker's choosing. The roster's is the sentence signup uses.
 */
export function refusalSentence(reason: string, campus: string): string | undefined {
  const sentences: Record<string, string> = {
    expired: 'Your sign-in took too long, or was started in another browser. Please try again.',
    cancelled: `Sign-in was cancelled at ${campus}.`,
    failed: `${campus} could not confirm who you are. Please try again; if it keeps happening, tell the hostel office.`,
    unavailable: `Signing in with ${campus} is not available right now. Please try again in a few minutes.`,
    'not-on-roster': "Your enrollment ID is not on the hostel office's roster. Ask the hostel office to add you.",
    'needs-details': `${campus} did not say your enrollment ID and gender, so no account can be made for you. Ask the hostel office to add you to the roster.`,
    'not-staff': 'Your campus account is not a DormSpace staff account. Ask an admin to invite you.',
    'already-linked': `This DormSpace account is linked to another ${campus} account, or was made with a password. Sign in with your password, or ask the hostel office.`,
    disabled: 'This account has been disabled. Please contact the hostel office.',
    'passwords-only': `This campus signs you in with your DormSpace password, not with ${campus}.`,
  };
  return Object.hasOwn(sentences, reason) ? sentences[reason] : undefined;
}
