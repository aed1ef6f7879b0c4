import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { officeTimeZone } from 'web-kit';
import { renderScreen, type Mock } from 'web-kit/testing';
import { ANSWER_SELECTION_GROUP_INVITATION, LEAVE_SELECTION_GROUP } from './my-selection.operations';
import { group, ME, MEERA, mySelection, mySelectionMock, noSelection, PRIYA, refusal, selectionNow, selectionNowMock } from '../../testing/my-selection-fixtures';
import { at, DAY, hostelsMock, MINUTE, SERVER_NOW } from '../../testing/selection-fixtures';
import { DashboardPage } from '../dashboard/dashboard-page';
import { SelectionPage } from '../selection/selection-page';
import { formatMoment } from './selection-words';

const renderDashboard = (mocks: Mock[]) => renderScreen(<DashboardPage />, { mocks: [...mocks, ...noSelection()] });
const renderSelection = (mocks: Mock[]) => renderScreen(<SelectionPage />, { at: '/selection', mocks: [hostelsMock([]), ...mocks, ...noSelection()] });

/** A card by its heading. */
const card = (name: string) => within(screen.getByRole('heading', { name, level: 2 }).closest('section')!);
const facts = (name: string) => Object.fromEntries(card(name).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe("the dashboard's 'Your room selection'", () => {
  it.each([
    ['NOT_YET', 'Not yet'],
    ['OPEN', 'Choosing now'],
    ['CLOSED', 'Closed'],
  ] as const)('%s: the facts, when they choose in the office time, "%s", and the way to /selection', async (state, words) => {
    const user = userEvent.setup();
    renderDashboard([mySelectionMock(mySelection({ state }))]);
    expect(await screen.findByRole('heading', { name: 'Your room selection' })).toBeInTheDocument();
    expect(facts('Your room selection')).toEqual({ Process: 'Room selection 2026', 'Lottery number': '123', Slot: '3', State: words });
    expect(card('Your room selection').getByText(`You choose from ${formatMoment(at(10 * MINUTE))} until ${formatMoment(at(DAY))}.`)).toBeInTheDocument();
    await user.click(card('Your room selection').getByRole('link', { name: 'Your selection and roommate group' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/selection');
  });

  it("in a group: they choose from the group's slot, and are told their own", async () => {
    const selection = mySelection({ groupSlotStartsAt: at(-20 * MINUTE), state: 'OPEN', group: group([PRIYA, ME], [], false) });
    renderDashboard([mySelectionMock(selection)]);
    expect(await screen.findByText(`You choose from ${formatMoment(at(-20 * MINUTE))} until ${formatMoment(at(DAY))}.`)).toBeInTheDocument();
    expect(screen.getByText(`Your group chooses in its earliest member's slot; your own slot opens at ${formatMoment(at(10 * MINUTE))}.`)).toBeInTheDocument();
  });

  it('shows no card when no process is theirs', async () => {
    renderDashboard([]);
    expect(await screen.findByRole('heading', { name: 'Quick Outpass' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Your room selection' })).not.toBeInTheDocument();
  });
});

describe('the slots-now banner', () => {
  // The browser's clock is an hour behind the server's: the slots go by the server's.
  beforeEach(() => vi.useFakeTimers({ now: Date.parse(SERVER_NOW) - 60 * MINUTE, shouldAdvanceTime: true }));
  // The spies on setTimeout go before the fake clock does, or the clock would come back with them.
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  /** Waits for the screen's effect to set its timer for `delay` (effects run after the answer shows). */
  const timerSet = async (spy: { mock: { calls: unknown[][] } }, delay: number) => vi.waitFor(() => expect(spy.mock.calls.some(([, d]) => d === delay)).toBe(true));

  it('says which slots choose now, politely, and moves to the next at its opening, reading the server again', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const later = selectionNow({ selectingThrough: 5, nextSlot: 6, nextSlotAt: at(20 * MINUTE), now: at(10 * MINUTE) });
    renderDashboard([selectionNowMock([selectionNow()]), selectionNowMock([later])]);
    const banner = await screen.findByText(/slots 1–4 choose now/);
    const live = banner.closest('[role="status"]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    const time = (iso: string) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: officeTimeZone() }).format(new Date(iso));
    expect(live).toHaveTextContent(`Room selection 2026: slots 1–4 choose now; slot 5 opens at ${time(at(10 * MINUTE))}. Closes ${formatMoment(at(DAY))}.`);

    await timerSet(setTimeoutSpy, 10 * MINUTE);
    act(() => vi.advanceTimersByTime(10 * MINUTE - 1000));
    expect(live).toHaveTextContent('slots 1–4 choose now');
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('slots 1–5 choose now');
    expect(await within(live as HTMLElement).findByText(`Room selection 2026: slots 1–5 choose now; slot 6 opens at ${time(at(20 * MINUTE))}. Closes ${formatMoment(at(DAY))}.`)).toBeInTheDocument();
  });

  it("moves the student's own state at their slot", async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    renderDashboard([mySelectionMock(mySelection()), mySelectionMock(mySelection({ state: 'OPEN', now: at(10 * MINUTE) }))]);
    expect(await screen.findByText('Not yet')).toBeInTheDocument();
    await timerSet(setTimeoutSpy, 10 * MINUTE);
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(await screen.findByText('Choosing now')).toBeInTheDocument();
  });
});

describe("/selection's roommate group", () => {

  // Forming a group (named by enrollment ID, the names confirmed): group-form.test.tsx.

  it("accepts an invitation: the student joins, sees who leads, and chooses in the group's slot", async () => {
    const user = userEvent.setup();
    const invitation = { __typename: 'SelectionGroupInvitation' as const, groupId: 'group-9', leaderName: 'Priya Shah', leaderEnrollmentId: 'DEMO002', members: 2 };
    const invitedBy = [invitation, { ...invitation, groupId: 'group-8', leaderName: 'Meera Iyer', leaderEnrollmentId: 'DEMO003', members: 1 }];
    const joined = mySelection({ invitations: [], groupSlotStartsAt: at(-20 * MINUTE), state: 'OPEN', group: group([PRIYA, MEERA, ME], [], false) });
    renderSelection([
      mySelectionMock(mySelection({ invitations: invitedBy })),
      { request: { query: ANSWER_SELECTION_GROUP_INVITATION, variables: { groupId: 'group-9', accept: true } }, result: { data: { answerSelectionGroupInvitation: joined } } },
    ]);
    const invitations = within(await screen.findByRole('list', { name: 'Invitations' }));
    expect(invitations.getAllByRole('listitem')[0]).toHaveTextContent('Priya Shah (DEMO002) asks you to join their group (2 members so far).');
    expect(invitations.getByRole('button', { name: "Decline Meera Iyer's invitation" })).toBeInTheDocument();
    await user.click(invitations.getByRole('button', { name: "Accept Priya Shah's invitation" }));

    expect(await card('Roommate group').findByText(/^Priya Shah \(DEMO002\) leads this group\./)).toHaveTextContent(`Your leader books for you from ${formatMoment(at(-20 * MINUTE))}.`);
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Priya Shah (DEMO002) Leader', 'Meera Iyer (DEMO003) ', 'Asha Rao (DEMO001) ']);
    expect(facts('Your room selection').State).toBe('Choosing now');
    expect(screen.queryByRole('list', { name: 'Invitations' })).not.toBeInTheDocument();
    // The button pressed went with the invitations: the focus goes to what happened (issue 51).
    await waitFor(() => expect(card('Roommate group').getByRole('status')).toHaveFocus());
    expect(card('Roommate group').getByRole('status')).toHaveTextContent('You joined the group.');
  });

  it('declines an invitation and shows a refusal as the server says it', async () => {
    const user = userEvent.setup();
    const invitation = { __typename: 'SelectionGroupInvitation' as const, groupId: 'group-9', leaderName: 'Priya Shah', leaderEnrollmentId: 'DEMO002', members: 2 };
    renderSelection([
      mySelectionMock(mySelection({ invitations: [invitation] })),
      { request: { query: ANSWER_SELECTION_GROUP_INVITATION, variables: { groupId: 'group-9', accept: false } }, result: refusal('CONFLICT', 'This group has closed its invitations.') },
    ]);
    await user.click(await screen.findByRole('button', { name: "Decline Priya Shah's invitation" }));
    expect(await card('Roommate group').findByRole('alert')).toHaveTextContent('This group has closed its invitations.');
  });

  it('leaves a group after confirming, and may form one again', async () => {
    const user = userEvent.setup();
    renderSelection([
      mySelectionMock(mySelection({ group: group([PRIYA, ME], [], false), groupSlotStartsAt: at(5 * MINUTE) })),
      { request: { query: LEAVE_SELECTION_GROUP }, result: { data: { leaveSelectionGroup: mySelection() } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Leave group' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave group?' });
    expect(dialog).toHaveTextContent(`You leave Priya Shah's group and choose alone, in your own slot (${formatMoment(at(10 * MINUTE))}).`);
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByRole('group', { name: 'Form a roommate group' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(card('Roommate group').getByRole('status')).toHaveFocus());
    expect(card('Roommate group').getByRole('status')).toHaveTextContent('You left the group: you choose alone, in your own slot.');
  });

  it('offers no form once selection has closed', async () => {
    renderSelection([mySelectionMock(mySelection({ state: 'CLOSED', closesAt: at(-MINUTE) }))]);
    expect(await screen.findByText('Room selection has closed: groups can no longer be formed.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Form a roommate group' })).not.toBeInTheDocument();
  });
});
