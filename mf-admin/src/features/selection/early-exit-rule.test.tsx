import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { EARLY_EXIT_RULES, SET_EARLY_EXIT_RULE } from './early-exit-rule.operations';
import { GUARDIAN_CONSENT } from './guardian-consent.operations';
import { SELECTION_WINDOWS } from './selection.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 };
const hostels = [
  { __typename: 'Hostel', id: 'h1', name: 'GH-1' },
  { __typename: 'Hostel', id: 'h2', name: 'GH-2' },
];
const page: Mock[] = [
  viewer,
  { request: { query: SELECTION_WINDOWS }, result: { data: { selectionWindows: [], hostels } } },
  { request: { query: GUARDIAN_CONSENT }, result: { data: { hostels: hostels.map((h) => ({ ...h, guardianConsentRequired: false })) } } },
  { request: { query: EARLY_EXIT_RULES }, result: { data: { hostels: [{ ...hostels[0], earlyExit: 'WARN' }, { ...hostels[1], earlyExit: 'REFUSE' }] } } },
];
const setRule = (hostelId: string, rule: string, result: Mock['result']): Mock => ({ request: { query: SET_EARLY_EXIT_RULE, variables: { hostelId, rule } }, result });

describe('the early exit rule', () => {
  it("shows each hostel's rule where the office edits hostels, and saves a change at once", async () => {
    const set = vi.fn(() => ({ data: { setEarlyExitRule: { __typename: 'Hostel', id: 'h1', earlyExit: 'REFUSE' } } }));
    const { user } = renderRoute('/adminpage/selection', [...page, setRule('h1', 'REFUSE', set)]);
    // The first test pays for the warm-up (jsdom, the admin frame, the page's chunk).
    const rule = await screen.findByRole('group', { name: 'At the gate, a student going out early' }, { timeout: 5_000 });
    expect(screen.getByRole('heading', { name: 'Early exits' })).toBeInTheDocument();
    const gh1 = within(rule).getByRole('combobox', { name: 'GH-1' });
    expect(gh1).toHaveDisplayValue('Let out, warn the guard');
    expect(within(rule).getByRole('combobox', { name: 'GH-2' })).toHaveDisplayValue('Turn back until then');

    await user.selectOptions(gh1, 'REFUSE');
    await waitFor(() => expect(set).toHaveBeenCalledWith({ hostelId: 'h1', rule: 'REFUSE' }));
    expect(await screen.findByText('GH-1: early exits are turned back')).toBeInTheDocument();
    expect(gh1).toHaveDisplayValue('Turn back until then');
  });

  it("says so when the server refuses, and shows the rule as it was", async () => {
    const { user } = renderRoute('/adminpage/selection', [...page, setRule('h2', 'WARN', { errors: [new GraphQLError('You are not allowed to do that.', { extensions: { code: 'FORBIDDEN' } })] })]);
    const rule = await screen.findByRole('group', { name: 'At the gate, a student going out early' });
    const gh2 = within(rule).getByRole('combobox', { name: 'GH-2' });
    await user.selectOptions(gh2, 'WARN');
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
    await waitFor(() => expect(gh2).toHaveDisplayValue('Turn back until then'));
  });
});
