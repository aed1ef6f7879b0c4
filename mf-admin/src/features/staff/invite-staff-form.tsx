import { type FormEvent, useEffect, useId, useState } from 'react';
import { styled, Alert, Button, Card, SelectField, TextField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import type { InviteStaffInput, Role, Trade } from '../../gql/graphql';
import { formFailure } from '../../shared/form-failure';
import type { SayOptions } from '../../shared/status-message';
import { HostelPicker } from './hostel-picker';
import { INVITE_STAFF, STAFF, type HostelOption } from './staff.operations';
import { HOSTEL_ROLES, ROLE_CHOICES, TRADE_CHOICES, TRADE_NEEDED } from './staff-words';

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin-bottom: 1.5rem;
`;

interface Values {
  name: string;
  email: string;
  role: Role;
  hostelIds: string[];
  trade: Trade | '';
}

const EMPTY: Values = { name: '', email: '', role: 'WARDEN', hostelIds: [], trade: '' };

/** What is sent: hostels for the roles that keep them, a trade for maintenance only. */
const inputOf = ({ name, email, role, hostelIds, trade }: Values): InviteStaffInput => ({
  name,
  email,
  role,
  hostelIds: HOSTEL_ROLES.includes(role) ? hostelIds : [],
  ...(role === 'MAINTENANCE' && trade ? { trade } : {}),
});

/**
 * Invites a warden, admin, guard or maintenance person. A missing trade, or the gateway's refusal
 * of one, is said beside the Trade field, which takes the focus; any other refusal above the button.
 */
export function InviteStaffForm({ hostels, say }: { hostels: HostelOption[]; say: (text: string, options?: SayOptions) => void }) {
  const tradeId = useId();
  const [form, setForm] = useState<Values>(EMPTY);
  const [tradeError, setTradeError] = useState<string | undefined>();
  // A new object each refusal, so the focus moves even when the trade is refused again.
  const [refused, setRefused] = useState<object | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(INVITE_STAFF, { refetchQueries: [STAFF] });

  // After the render that shows the message, so a screen reader reads the field with it.
  useEffect(() => {
    if (refused) document.getElementById(tradeId)?.focus();
  }, [refused, tradeId]);

  const refuseTrade = (message: string) => {
    setTradeError(message);
    setRefused({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setTradeError(undefined);
    if (form.role === 'MAINTENANCE' && !form.trade) {
      refuseTrade(TRADE_NEEDED);
      return;
    }
    try {
      await invite({ variables: { input: inputOf(form) } });
    } catch (error) {
      // Only a maintenance person's form shows the Trade field; otherwise the sentence says it.
      const { fieldErrors, message } = formFailure(error, form.role === 'MAINTENANCE' ? (['trade'] as const) : [], 'Could not send the invitation.');
      setFailure(message);
      if (fieldErrors.trade) refuseTrade(fieldErrors.trade);
      return;
    }
    say(`Invitation sent to ${form.email}`);
    setForm(EMPTY);
  };

  const hostelLegend = form.role === 'WARDEN' ? 'Hostels' : 'Front desk of';
  return (
    <Card>
      <h2>Invite staff</h2>
      <form onSubmit={(event) => void submit(event)} aria-label="Invite staff">
        <Grid>
          <TextField label="Name" name="name" value={form.name} onChange={(name) => setForm({ ...form, name })} required autoComplete="off" />
          <TextField label="Email" name="email" type="email" value={form.email} onChange={(email) => setForm({ ...form, email })} required autoComplete="off" />
          <SelectField
            label="Role"
            name="role"
            value={form.role}
            onChange={(role) => {
              setForm({ ...form, role: role as Role });
              setTradeError(undefined);
            }}
            options={ROLE_CHOICES}
          />
          {form.role === 'MAINTENANCE' && (
            <SelectField
              id={tradeId}
              label="Trade"
              name="trade"
              value={form.trade}
              onChange={(trade) => {
                setForm({ ...form, trade: trade as Trade | '' });
                setTradeError(undefined);
              }}
              options={TRADE_CHOICES}
              placeholder="Choose a trade"
              error={tradeError}
            />
          )}
        </Grid>
        {HOSTEL_ROLES.includes(form.role) && <HostelPicker legend={hostelLegend} hostels={hostels} chosen={form.hostelIds} onChange={(hostelIds) => setForm({ ...form, hostelIds })} />}
        {failure && <Alert>{failure}</Alert>}
        <Button type="submit" loading={loading}>
          Send invitation
        </Button>
      </form>
    </Card>
  );
}
