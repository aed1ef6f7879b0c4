import { useState, type ReactNode } from 'react';
import { Alert, Spinner } from 'ui';
import { useQuery } from 'web-kit/graphql';
import type { ShellRosterInvitationQuery } from '../../gql/graphql';
import { AuthLayout } from './auth-layout';
import { useInviteLink } from './invite-link';
import { SignupForm, type RosterFacts } from './signup-form';
import { CAMPUS_SETTINGS, ROSTER_INVITATION } from './signup.operations';

export const ROSTER_ONLY = "Signup is for students on the hostel office's roster: use the email the hostel office has for you.";
export const INVITED = "Your details are as the hostel office's roster has them: choose your password to finish.";
export const INVITATION_GONE = 'This invitation link has expired or has already been used. You can still sign up below, or ask the hostel office for a new link.';
export const INVITATION_UNREAD = 'Your invitation could not be checked just now. You can still sign up below with the details the hostel office has for you.';

/**
 * Signup. How the campus lets students join is read as the page opens (in roster-only mode a
 * sentence says who may sign up; the form never waits for it: the server decides). An invitation
 * link from the hostel office fills in what its roster says and the student chooses the rest.
 * Once signed up the page is on its way in, and stays as it was: the new session re-reads what
 * is on screen, the invitation among them, which, used now, reads as expired; neither that nor
 * its check may take the form (and its way in) away meanwhile.
 */
export function SignupPage() {
  const invite = useInviteLink();
  const settings = useQuery(CAMPUS_SETTINGS);
  const [inviteRefused, setInviteRefused] = useState(false);
  const [entering, setEntering] = useState<{ facts: RosterInvitation | undefined; invited: boolean } | null>(null);
  const invitation = useQuery(ROSTER_INVITATION, { variables: { token: invite ?? '' }, skip: !invite });
  const facts = entering ? entering.facts : (invitation.data?.rosterInvitation ?? undefined);
  const invited = entering ? entering.invited : Boolean(invite && facts && !inviteRefused);
  const rosterOnly = settings.data?.campusSettings.signupMode === 'ROSTER' ? <p>{ROSTER_ONLY}</p> : null;

  let intro: ReactNode = rosterOnly;
  if (invited) intro = <p>{INVITED}</p>;
  else if (invite && !inviteRefused && !invitation.loading && !entering)
    intro = (
      <>
        <Alert tone="warning">{invitation.error ? INVITATION_UNREAD : INVITATION_GONE}</Alert>
        {rosterOnly}
      </>
    );

  return (
    <AuthLayout title="Sign up">
      {intro}
      {/* The form keeps its place (and all typed in it) when a refused invitation is dropped. */}
      {invite && invitation.loading && !entering ? (
        <Spinner label="Checking your invitation" />
      ) : (
        <SignupForm
          roster={facts ? rosterFacts(facts) : undefined}
          invite={invited ? invite : null}
          onInviteRefused={() => setInviteRefused(true)}
          onSignedUp={() => setEntering({ facts, invited })}
        />
      )}
    </AuthLayout>
  );
}

type RosterInvitation = NonNullable<ShellRosterInvitationQuery['rosterInvitation']>;

function rosterFacts({ name, email, enrollmentId, gender }: RosterInvitation): RosterFacts {
  return { name, email, enrollmentId, gender: gender === 'FEMALE' ? 'Female' : 'Male' };
}
