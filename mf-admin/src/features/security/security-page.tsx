import { useState } from 'react';
import { Alert, Button, Card, ConfirmDialog, Spinner, styled } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { AddPasskey } from './add-passkey';
import { FactorList } from './factor-list';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { REGENERATE_RECOVERY_CODES, SIGN_IN_SECURITY } from './security.operations';
import { TotpSetup } from './totp-setup';

const Stack = styled.div`
  display: grid;
  /* The column is the page's width, not its widest button's: on a phone a long label wraps. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  max-width: 48rem;

  button {
    white-space: normal;
  }

  form {
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
`;

/**
 * `/adminpage/security`, "Sign-in security": every staff role's own second factors (issue 52,
 * docs/decisions/0155). A passkey first; an authenticator app where a passkey is not possible;
 * recovery codes shown once, when the first factor is added and when made again.
 */
export function SecurityPage() {
  const { data, error } = useQuery(SIGN_IN_SECURITY, { fetchPolicy: 'cache-and-network' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [regenerate, regenerating] = useMutation(REGENERATE_RECOVERY_CODES);
  const shown = (recoveryCodes: string[]) => setCodes(recoveryCodes.length > 0 ? recoveryCodes : null);

  async function makeNewCodes() {
    setProblem(null);
    try {
      const { data: made } = await regenerate();
      setCodes(made!.regenerateRecoveryCodes);
    } catch (failure) {
      setProblem(serverMessage(failure, 'New recovery codes could not be made.'));
    }
    setAsking(false);
  }

  const security = data?.mySignInSecurity;
  let body;
  if (error && !security) body = <Alert>Could not load your sign-in security: {error.message}</Alert>;
  else if (!security) body = <Spinner size="lg" label="Loading your sign-in security" />;
  else
    body = (
      <Stack>
        {security.required && security.factors.length === 0 && (
          <Alert tone="warning">Your account must have a second factor. Add a passkey or an authenticator app to use the office&apos;s pages.</Alert>
        )}
        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
        <Card title="Passkeys and authenticator apps" subtitle="After your password, one of these confirms it is you." headingLevel={2}>
          <Stack>
            <FactorList factors={security.factors} />
            <AddPasskey onEnrolled={shown} />
            <TotpSetup onEnrolled={shown} />
          </Stack>
        </Card>
        <Card title="Recovery codes" headingLevel={2}>
          <p>
            {security.recoveryCodesLeft} of 10 left. Each signs you in once if you lose your passkey or app; making new ones ends the old.
          </p>
          <Button variant="secondary" disabled={security.factors.length === 0} onClick={() => setAsking(true)}>
            Make new recovery codes
          </Button>
          {problem && <Alert>{problem}</Alert>}
        </Card>
      </Stack>
    );
  return (
    <>
      <PageHeading>Sign-in security</PageHeading>
      {body}
      <ConfirmDialog
        open={asking}
        title="Make new recovery codes?"
        message="Your current recovery codes will stop working."
        confirmLabel="Make new codes"
        loading={regenerating.loading}
        onConfirm={() => void makeNewCodes()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
