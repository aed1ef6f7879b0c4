import { useState, type FormEvent } from 'react';
import { styled } from 'ui';
import { DeskForm, WideButton } from '../front-desk/desk-styles';
import { IdFields } from './id-fields';
import { NO_ID, type ShownId } from './shown-id';
import { signedInWords, useSignIn } from './use-sign-in';
import { VisitDetails } from './visit-details';
import type { DeskVisit } from './visitors-desk.operations';

const Checked = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};

  p {
    margin: 0;
  }
`;

/** Props of {@link PassCheck}. */
export interface PassCheckProps {
  /** The token or code that found the visit: sent again with the ID. */
  code: string;
  visit: DeskVisit;
  onSignedIn: (sentence: string) => void;
  onRefused: (sentence: string) => void;
  onCancel: () => void;
}

/** The visit a pass names, and, while it is expected, the ID shown and Sign in. */
export function PassCheck({ code, visit, onSignedIn, onRefused, onCancel }: PassCheckProps) {
  const [shown, setShown] = useState<ShownId>(NO_ID);
  const [errors, setErrors] = useState<{ idType?: string; idLast4?: string }>({});
  const { signIn, signingIn } = useSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await signIn({ code }, shown);
    if ('visit' in outcome) return onSignedIn(signedInWords(outcome.visit));
    setErrors(outcome.fieldErrors);
    onRefused(outcome.message ?? 'Not signed in: check the ID shown.');
  };

  return (
    <Checked aria-label="The visit on this pass">
      <VisitDetails visit={visit} />
      {visit.status === 'EXPECTED' ? (
        <DeskForm aria-label={`Sign ${visit.visitorName} in`} noValidate onSubmit={(event) => void submit(event)}>
          <IdFields value={shown} onChange={setShown} errors={errors} />
          <WideButton type="submit" loading={signingIn}>
            Sign in
          </WideButton>
          <WideButton variant="secondary" onClick={onCancel}>
            Cancel
          </WideButton>
        </DeskForm>
      ) : (
        <WideButton variant="secondary" onClick={onCancel}>
          Next visitor
        </WideButton>
      )}
    </Checked>
  );
}
