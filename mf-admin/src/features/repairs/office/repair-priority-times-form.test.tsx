import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SET_REPAIR_PRIORITY_TIME } from '../repairs.operations';
import { renderOffice, saidAndFocused, times, type Mock } from './repairs-office.fixtures';
import { RepairPriorityTimesForm } from './repair-priority-times-form';

const answer = (priority: string, hours: number, all: [number, number, number, number]) => {
  const result = vi.fn(() => ({
    data: { setRepairPriorityTime: (['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const).map((p, i) => ({ __typename: 'RepairPriorityTime', priority: p, hours: all[i] })) },
  }));
  return { mock: { request: { query: SET_REPAIR_PRIORITY_TIME, variables: { priority, hours } }, result } satisfies Mock, result };
};

const show = (mocks: Mock[]) => renderOffice(<RepairPriorityTimesForm />, [times(), ...mocks], { at: '/adminpage/repairs' });
const field = (name: string) => screen.getByRole('spinbutton', { name });

describe('the times to fix each priority', () => {
  it('shows each priority’s hours and saves only the ones changed', async () => {
    const urgent = answer('URGENT', 6, [6, 24, 72, 168]);
    const low = answer('LOW', 240, [6, 24, 72, 240]);
    const { user } = show([urgent.mock, low.mock]);
    const form = await screen.findByRole('form', { name: 'Time to fix each priority' });
    expect(['Urgent (hours)', 'High (hours)', 'Normal (hours)', 'Low (hours)'].map((name) => (field(name) as HTMLInputElement).value)).toEqual(['4', '24', '72', '168']);

    await user.clear(field('Urgent (hours)'));
    await user.type(field('Urgent (hours)'), '6');
    await user.clear(field('Low (hours)'));
    await user.type(field('Low (hours)'), '240');
    await user.click(within(form).getByRole('button', { name: 'Save times' }));
    await saidAndFocused('Times to fix saved: Urgent 6 hours, Low 10 days.');
    expect(urgent.result).toHaveBeenCalledTimes(1);
    expect(low.result).toHaveBeenCalledTimes(1);

    // Saved: nothing left to send.
    await user.click(within(form).getByRole('button', { name: 'Save times' }));
    await saidAndFocused('Nothing to save: the times are as they were.');
  });

  it.each(['0', '2161', '1.5', ''])('refuses %j hours before asking the server', async (typed) => {
    const sent = answer('HIGH', 0, [4, 0, 72, 168]);
    const { user } = show([sent.mock]);
    await screen.findByRole('form', { name: 'Time to fix each priority' });
    await user.clear(field('High (hours)'));
    if (typed) await user.type(field('High (hours)'), typed);
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(field('High (hours)')).toHaveAccessibleDescription('Hours must be a whole number from 1 to 2160 (90 days).');
    expect(field('High (hours)')).toBeInvalid();
    expect(field('Urgent (hours)')).toBeValid();
    expect(sent.result).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its words", async () => {
    const refusal = 'Only an admin sets the times to fix.';
    const { user } = show([{ request: { query: SET_REPAIR_PRIORITY_TIME, variables: { priority: 'NORMAL', hours: 48 } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'FORBIDDEN' } })] } }]);
    await screen.findByRole('form', { name: 'Time to fix each priority' });
    await user.clear(field('Normal (hours)'));
    await user.type(field('Normal (hours)'), '48');
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
  });
});
