import { styled, SelectField } from 'ui';
import { useMutation, useQuery } from 'web-kit/graphql';
import type { EarlyExitRule as Rule } from '../../gql/graphql';
import { EARLY_EXIT_RULES, SET_EARLY_EXIT_RULE } from './early-exit-rule.operations';
import { HostelRuleCard, HostelsFieldset, useHostelRule } from './hostel-rule-card';

const Hostels = styled(HostelsFieldset)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0 1rem;
`;

/** The rule as the office reads it; toasts say it shorter. */
const CHOICES: { value: Rule; label: string; said: string }[] = [
  { value: 'WARN', label: 'Let out, warn the guard', said: 'early exits are let out with a warning' },
  { value: 'REFUSE', label: 'Turn back until then', said: 'early exits are turned back' },
];

const ABOUT =
  'A student going out more than half an hour before the out time on their outpass: the gate lets them out and warns the guard, or turns them back until half an hour before that time.';

/**
 * The Early exit rule (admins): per hostel, what the gate does with a student going out more
 * than half an hour before the out time their outpass declares. The server decides at each scan;
 * a choice saves at once.
 */
export function EarlyExitRule() {
  const { data, error } = useQuery(EARLY_EXIT_RULES, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SET_EARLY_EXIT_RULE);
  const rule = useHostelRule<Rule>((hostelId, chosen) => save({ variables: { hostelId, rule: chosen } }), (chosen) => CHOICES.find((c) => c.value === chosen)!.said);
  return (
    <HostelRuleCard title="Early exits" about={ABOUT} legend="At the gate, a student going out early" Fieldset={Hostels} hostels={data?.hostels} error={error}>
      {(hostel) => (
        <SelectField
          label={hostel.name}
          name={`early-exit-${hostel.id}`}
          value={rule.shown(hostel.id, hostel.earlyExit)}
          onChange={(chosen) => void rule.change(hostel.id, hostel.name, chosen as Rule)}
          options={CHOICES}
        />
      )}
    </HostelRuleCard>
  );
}
