import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, type Mock } from 'web-kit/testing';
import { answer, mySelection, mySelectionMock, noSelection, PRIYA, ME, group, refusal, roommateProfile, roommateProfileMock } from '../../testing/my-selection-fixtures';
import { hostelsMock } from '../../testing/selection-fixtures';
import { SelectionPage } from '../selection/selection-page';
import { DELETE_ROOMMATE_PROFILE, INVITE_SUGGESTED_ROOMMATE, MY_ROOMMATE_PROFILE, ROOMMATE_SUGGESTIONS, SAVE_ROOMMATE_PROFILE } from './roommate.operations';

const renderSelection = (mocks: Mock[]) => renderScreen(<SelectionPage />, { at: '/selection', mocks: [hostelsMock([]), mySelectionMock(mySelection()), ...mocks, ...noSelection()] });
const card = () => within(screen.getByRole('heading', { name: 'Find a roommate', level: 2 }).closest('section')!);

const ANSWERED = roommateProfile({ answered: true, discoverable: true, answers: [answer('sleep', 1), answer('smoking', 0)], shared: ['sleep'] });
const suggestion = {
  __typename: 'RoommateSuggestion' as const,
  name: 'Priya Shah',
  enrollmentId: 'DEMO002',
  score: 92,
  explanation: 'sleep: one step apart',
  answers: [{ __typename: 'RoommateAnswer' as const, key: 'sleep', value: 2 }],
};
const suggestionsMock = (filters: { key: string; value: number }[], list: (typeof suggestion)[]) => ({ request: { query: ROOMMATE_SUGGESTIONS, variables: { filters } }, result: { data: { roommateSuggestions: list } } });

describe('roommate questions on /selection', () => {
  it('takes the answers, which to show and whether to be found, saves them, and says so where the focus is', async () => {
    const user = userEvent.setup();
    const saved = roommateProfile({ answered: true, discoverable: true, answers: ANSWERED.answers, shared: ['sleep'] });
    renderSelection([
      roommateProfileMock(roommateProfile()),
      {
        request: { query: SAVE_ROOMMATE_PROFILE, variables: { input: { answers: [{ key: 'sleep', value: 1 }, { key: 'smoking', value: 0 }], discoverable: true, shared: ['sleep'] } } },
        result: { data: { saveRoommateProfile: saved } },
      },
      suggestionsMock([], [suggestion]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Find a roommate' })).toBeInTheDocument();
    const sleep = card().getByRole('group', { name: 'When do you usually go to sleep?' });
    // "Show this answer" waits for an answer.
    expect(within(sleep).getByRole('checkbox', { name: 'Show this answer to other students' })).toBeDisabled();
    await user.click(within(sleep).getByRole('radio', { name: 'Around 11 PM' }));
    await user.click(within(sleep).getByRole('checkbox', { name: 'Show this answer to other students' }));
    await user.click(within(card().getByRole('group', { name: 'Do you smoke?' })).getByRole('radio', { name: 'No' }));
    await user.click(card().getByRole('checkbox', { name: /Let other students choosing with me find me/ }));
    await user.click(card().getByRole('button', { name: 'Save my answers' }));
    const said = await card().findByText(/Your answers are saved. Other students choosing with you can find you/);
    expect(said).toHaveAttribute('role', 'status');
    await waitFor(() => expect(said).toHaveFocus());
    // Answered: the suggestions follow, with how each compares and what they show.
    const list = await card().findByRole('list', { name: 'Suggested roommates' });
    expect(within(list).getByRole('heading', { name: /Priya Shah \(DEMO002\) 92 % match/ })).toBeInTheDocument();
    expect(within(list).getByText('sleep: one step apart')).toBeInTheDocument();
    expect(within(list).getByText('sleep: Around midnight')).toBeInTheDocument();
  });

  it('filters suggestions by a shown answer and invites one into a new group with one action', async () => {
    const user = userEvent.setup();
    const formed = { ...group([ME], [{ ...PRIYA, status: 'PENDING' }]), __typename: 'SelectionGroup' as const };
    renderSelection([
      roommateProfileMock(ANSWERED),
      suggestionsMock([], [suggestion]),
      suggestionsMock([{ key: 'smoking', value: 0 }], []),
      suggestionsMock([], [suggestion]),
      { request: { query: INVITE_SUGGESTED_ROOMMATE, variables: { enrollmentId: 'DEMO002' } }, result: { data: { inviteSuggestedRoommate: formed } } },
      suggestionsMock([], []),
    ]);
    await screen.findByRole('heading', { name: 'Find a roommate' });
    await card().findByRole('list', { name: 'Suggested roommates' });
    await user.selectOptions(card().getByRole('combobox', { name: 'Do you smoke?' }), 'No');
    expect(await card().findByText('No one who shows those answers could share a room with you. Try fewer filters.')).toBeInTheDocument();
    await user.selectOptions(card().getByRole('combobox', { name: 'Do you smoke?' }), 'Any answer');
    await user.click(await card().findByRole('button', { name: 'Form a group with Priya Shah' }));
    expect(await card().findByText('Priya Shah is invited to your group. They join when they accept.')).toBeInTheDocument();
  });

  it('says the server’s refusal of an invitation', async () => {
    const user = userEvent.setup();
    renderSelection([
      roommateProfileMock(ANSWERED),
      suggestionsMock([], [suggestion]),
      { request: { query: INVITE_SUGGESTED_ROOMMATE, variables: { enrollmentId: 'DEMO002' } }, result: refusal('CONFLICT', 'Priya Shah is already in a roommate group.') },
      suggestionsMock([], [suggestion]),
    ]);
    await screen.findByRole('heading', { name: 'Find a roommate' });
    await user.click(await card().findByRole('button', { name: 'Form a group with Priya Shah' }));
    expect(await card().findByText('Priya Shah is already in a roommate group.')).toBeInTheDocument();
  });

  it('once the slot opened: answers are fixed, and still deleted at the student’s word', async () => {
    const user = userEvent.setup();
    renderSelection([
      roommateProfileMock(roommateProfile({ ...ANSWERED, editable: false })),
      suggestionsMock([], []),
      { request: { query: DELETE_ROOMMATE_PROFILE }, result: { data: { deleteRoommateProfile: true } } },
      { request: { query: MY_ROOMMATE_PROFILE }, result: { data: { myRoommateProfile: roommateProfile({ editable: false }) } } },
      suggestionsMock([], []),
    ]);
    await screen.findByRole('heading', { name: 'Find a roommate' });
    expect(await card().findByText(/your answers can no longer change. You can still delete them./)).toBeInTheDocument();
    expect(card().getByRole('group', { name: 'When do you usually go to sleep?' })).toBeDisabled();
    expect(card().queryByRole('button', { name: 'Save my answers' })).not.toBeInTheDocument();
    await user.click(card().getByRole('button', { name: 'Delete my answers' }));
    expect(await card().findByText('Your answers are deleted. You are placed by lottery alone unless you answer again.')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: 'Delete my answers' })).not.toBeInTheDocument();
  });

  it('a member who does not lead is told only the leader invites', async () => {
    renderScreen(<SelectionPage />, {
      at: '/selection',
      mocks: [hostelsMock([]), mySelectionMock(mySelection({ group: group([PRIYA, ME], [], false) })), roommateProfileMock(ANSWERED), suggestionsMock([], [suggestion]), ...noSelection()],
    });
    expect(await screen.findByText('Only your group’s leader, Priya Shah, can invite others.')).toBeInTheDocument();
    await card().findByRole('list', { name: 'Suggested roommates' });
    expect(card().queryByRole('button', { name: /Priya Shah/ })).not.toBeInTheDocument();
  });
});
