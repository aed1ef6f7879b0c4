import { useId, useState } from 'react';
import { Alert, SelectField, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { Section } from '../front-desk/desk-styles';
import { RulesForm } from './rules-form';
import { DESK_HOSTELS, VISITOR_RULES } from './visitors-desk.operations';

/**
 * Wardens and admins: a hostel's visiting rules, the hostel chosen among those whose desk they
 * keep (the first at first). Each hostel's form starts from its saved rules.
 */
export function VisitorRulesSection() {
  const id = useId();
  const [status, say] = useStatus();
  const hostels = useQuery(DESK_HOSTELS).data?.frontDeskHostels;
  const [chosen, setChosen] = useState('');
  const hostelId = chosen || hostels?.[0]?.id || '';
  const { data, error } = useQuery(VISITOR_RULES, { variables: { hostelId }, skip: !hostelId });

  let body;
  if (hostels && hostels.length === 0) body = <p>You keep no hostel&apos;s desk.</p>;
  else if (error && !data) body = <Alert>{serverMessage(error, 'The rules could not be loaded. Try again in a moment.')}</Alert>;
  else if (!data?.visitorRules || data.visitorRules.hostelId !== hostelId) body = <Spinner label="Loading the rules" />;
  else body = <RulesForm key={hostelId} rules={data.visitorRules} say={say} />;

  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>Visiting rules</h2>
      {hostels && hostels.length > 1 && (
        <SelectField label="Hostel" name="rulesHostel" value={hostelId} options={hostels.map((hostel) => ({ value: hostel.id, label: hostel.name }))} onChange={setChosen} />
      )}
      <StatusMessage status={status} />
      {body}
    </Section>
  );
}
