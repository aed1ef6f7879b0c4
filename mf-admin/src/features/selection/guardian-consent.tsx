import { useRef, useState } from 'react';
import { styled, Alert, Card, Spinner, useToast } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { GUARDIAN_CONSENT, SET_GUARDIAN_CONSENT } from './guardian-consent.operations';

const Hostels = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
  }
`;

/**
 * The Guardian consent rule (admins): per hostel, whether a new outpass first asks the student's
 * guardian. Until the guardian agrees, nobody can approve it. A tick saves at once.
 */
export function GuardianConsent() {
  const toast = useToast();
  const { data, error } = useQuery(GUARDIAN_CONSENT, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SET_GUARDIAN_CONSENT);
  // The last tick of each box not answered yet: the box shows it until the server answers.
  const [sent, setSent] = useState<Readonly<Record<string, { required: boolean; tick: number }>>>({});
  const ticks = useRef(0);

  const change = async (hostelId: string, name: string, required: boolean) => {
    // The box flips at once; it shows the cached rule again once answered (the old one if the server refuses).
    const tick = ++ticks.current;
    setSent((all) => ({ ...all, [hostelId]: { required, tick } }));
    try {
      await save({ variables: { hostelId, required } });
      toast.show({ tone: 'success', title: `${name}: ${required ? 'guardians are asked' : 'guardians are not asked'}` });
    } catch (failed) {
      toast.show({ tone: 'error', title: serverMessage(failed, 'Could not change the rule.') });
    } finally {
      setSent((all) => {
        // A later tick of the same box is still on its way: it stays shown.
        if (all[hostelId]?.tick !== tick) return all;
        const { [hostelId]: _answered, ...rest } = all;
        return rest;
      });
    }
  };

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the hostels.')}</Alert>;
  else if (!data) body = <Spinner label="Loading the hostels" />;
  else
    body = (
      <Hostels>
        <legend>Ask guardians to agree to outpasses</legend>
        {data.hostels.map((hostel) => (
          <label key={hostel.id}>
            <input
              type="checkbox"
              checked={sent[hostel.id]?.required ?? hostel.guardianConsentRequired}
              onChange={(event) => void change(hostel.id, hostel.name, event.target.checked)}
            />
            {hostel.name}
          </label>
        ))}
      </Hostels>
    );

  return (
    <Card>
      <h2>Guardian consent</h2>
      <p>A new outpass from a ticked hostel first asks the student&apos;s guardian by email; it can be approved only once they agree.</p>
      {body}
    </Card>
  );
}
