import { useState } from 'react';
import { Button, ConfirmDialog } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import type { SayOptions } from '../../shared/status-message';
import { RESET_FACTORS } from './reset-factors.operations';

/**
 * For a staff member who lost their passkey, app and codes: another admin clears their second
 * factors, so their password alone signs them in until they add a new one (issue 52). Asked first.
 */
export function ResetFactorsButton({ member, say }: { member: { id: string; name: string }; say: (text: string, options?: SayOptions) => void }) {
  const [asking, setAsking] = useState(false);
  const [reset, { loading }] = useMutation(RESET_FACTORS);

  async function confirm() {
    try {
      await reset({ variables: { userId: member.id } });
      say(`Sign-in factors of ${member.name} reset; they have been mailed`);
    } catch (error) {
      say(serverMessage(error, 'That did not work.'), { tone: 'error' });
    }
    setAsking(false);
  }

  return (
    <>
      <Button size="sm" variant="secondary" title={`Reset the sign-in factors of ${member.name}`} onClick={() => setAsking(true)}>
        Reset sign-in
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Reset the sign-in factors of ${member.name}?`}
        message="Their passkeys, authenticator apps and recovery codes stop working; their password alone signs them in until they add a new one. They are told by mail."
        confirmLabel="Reset"
        cancelLabel="Cancel"
        confirmVariant="danger"
        loading={loading}
        onCancel={() => !loading && setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
