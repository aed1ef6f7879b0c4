import { useRef, useState } from 'react';
import { styled, Alert, Card, SelectField, Spinner, useToast } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import type { EarlyExitRule as Rule } from '../../gql/graphql';
import { EARLY_EXIT_RULES, SET_EARLY_EXIT_RULE } from './early-exit-rule.operations';

const Hostels = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0 1rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** The rule as the office reads it; toasts say it shorter. */
const CHOICES: { value: Rule; label: string; said: string }[] = [
  { value: 'WARN', label: 'Let out, warn the guard', said: 'early exits are let out with a warning' },
  { value: 'REFUSE', label: 'Turn back until then', said: 'early exits are turned back' },
];

/**
 * The Early exit rule (admins): per hostel, what the gate does with a student going out more
 * than half an hour before the out time their outpass declares. The server decides at each scan;
 * a choice saves at once.
 */
export function EarlyExitRule() {
  const toast = useToast();
  const { data, error } = useQuery(EARLY_EXIT_RULES, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SET_EARLY_EXIT_RULE);
  // The last choice of each hostel not answered yet: shown until the server answers.
  const [sent, setSent] = useState<Readonly<Record<string, { rule: Rule; tick: number }>>>({});
  const ticks = useRef(0);

  const change = async (hostelId: string, name: string, rule: Rule) => {
    const tick = ++ticks.current;
    setSent((all) => ({ ...all, [hostelId]: { rule, tick } }));
    try {
      await save({ variables: { hostelId, rule } });
      toast.show({ tone: 'success', title: `${name}: ${CHOICES.find((c) => c.value === rule)!.said}` });
    } catch (failed) {
      toast.show({ tone: 'error', title: serverMessage(failed, 'Could not change the rule.') });
    } finally {
      setSent((all) => {
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
        <legend>At the gate, a student going out early</legend>
        {data.hostels.map((hostel) => (
          <SelectField
            key={hostel.id}
            label={hostel.name}
            name={`early-exit-${hostel.id}`}
            value={sent[hostel.id]?.rule ?? hostel.earlyExit}
            onChange={(rule) => void change(hostel.id, hostel.name, rule as Rule)}
            options={CHOICES}
          />
        ))}
      </Hostels>
    );

  return (
    <Card>
      <h2>Early exits</h2>
      <p>
        A student going out more than half an hour before the out time on their outpass: the gate lets them out and warns the guard, or turns them back until
        half an hour before that time.
      </p>
      {body}
    </Card>
  );
}
