import { useEffect, useState } from 'react';
import { Alert, Button, Spinner } from 'ui';
import { errorCode, serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { GuardianAnswer } from './guardian-answer';
import { GUARDIAN_REQUEST } from './guardian.operations';
import { GuardianLayout } from './guardian-layout';

const TITLE = 'Outpass consent';
const INCOMPLETE_LINK = 'This link is incomplete. Open the link from the hostel’s email again.';
const UNREACHABLE = 'The request could not be loaded. Check your connection and try again.';

/** The consent token from the address's fragment (`#consent=…`), or null when there is none. */
export function consentTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('consent')?.trim() || null;
}

/**
 * Where a student's guardian arrives from the hostel's email (`/guardian#consent=<token>`), with
 * no login: what the student asks, and "I agree" or "I do not agree". The token rides in the
 * fragment so no server logs it; the page keeps it in state and drops it from the address bar so
 * it is not left in the history either. A used, expired or unknown link gets the server's words.
 */
export function GuardianPage() {
  // Read once, before the effect below removes it from the address bar.
  const [token] = useState(() => consentTokenFrom(window.location.hash));

  useEffect(() => {
    if (!window.location.hash) return;
    // Keeps the router's own history state; only the address loses its fragment.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  if (!token)
    return (
      <GuardianLayout title={TITLE}>
        <Alert>{INCOMPLETE_LINK}</Alert>
      </GuardianLayout>
    );
  return <GuardianRequestView token={token} />;
}

function GuardianRequestView({ token }: { token: string }) {
  const { data, error, loading, refetch } = useQuery(GUARDIAN_REQUEST, { variables: { token } });
  const request = data?.guardianRequest;

  if (request) {
    return (
      <GuardianLayout title={`${request.studentName} asks to leave the hostel`}>
        <GuardianAnswer token={token} request={request} />
      </GuardianLayout>
    );
  }
  return (
    <GuardianLayout title={TITLE}>
      {loading ? <Spinner label="Loading the request" /> : null}
      {error && !loading ? (
        <>
          <Alert>{serverMessage(error, UNREACHABLE)}</Alert>
          {/* A spent link stays spent; only a failure to reach us is worth another try. */}
          {errorCode(error) === null ? (
            <div>
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </GuardianLayout>
  );
}
