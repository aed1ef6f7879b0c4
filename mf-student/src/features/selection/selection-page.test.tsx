import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { at, DAY, hostel, hostelsMock, hostelWindow, MINUTE } from '../../testing/selection-fixtures';
import { mySelection, mySelectionMock, noSelection } from '../../testing/my-selection-fixtures';
import { SelectionPage } from './selection-page';
import { formatMoment } from './window-words';

function renderPage(mocks: Mock[]) {
  const { client, push } = mockedClientWithPush([...mocks, ...noSelection()]);
  return { push, ...renderScreen(<SelectionPage />, { at: '/selection', client }) };
}

const options = async () => within(await screen.findByLabelText('Hostel')).getAllByRole('option').map((o) => o.textContent);
const proceed = () => screen.queryByRole('link', { name: 'Proceed with Selection' });
/** The chosen hostel's card. */
const card = (name: string) => within(screen.getByRole('heading', { name, level: 2 }).closest('section')!);
/** The chosen hostel's window, in its card's status line. */
const windowLine = (name: string) => card(name).getByRole('status');

describe('SelectionPage', () => {
  it('lists the hostels and shows the chosen one with a link to its rooms', async () => {
    const user = userEvent.setup();
    renderPage([hostelsMock([hostel('h1', 'GH-1', 12, ['Wi-Fi', 'Laundry']), hostel('h2', 'GH-2', 0)])]);
    expect(await options()).toEqual(['Choose a hostel', 'GH-1 (12 of 40 rooms free)', 'GH-2 (0 of 40 rooms free)']);
    expect(proceed()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hostel'), 'h1');
    expect(screen.getByRole('heading', { name: 'GH-1' })).toBeInTheDocument();
    expect(screen.getByText(/of 40 rooms available/)).toHaveTextContent('12 of 40 rooms available');
    expect(within(screen.getByRole('list', { name: 'Amenities' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wi-Fi', 'Laundry']);
    expect(windowLine('GH-1')).toHaveTextContent('Room selection is open.');
    expect(card('GH-1').getByText('Open to: every student of this hostel')).toBeInTheDocument();
    expect(proceed()).toHaveAttribute('href', '/allotmentGH-1');

    await user.selectOptions(screen.getByLabelText('Hostel'), 'h2');
    expect(proceed()).toHaveAttribute('href', '/allotmentGH-2');
  });

  it('shows a closed hostel as closed, with when it opens, and offers no Proceed', async () => {
    const user = userEvent.setup();
    const hostels = [hostel('h1', 'GH-1', 12), hostel('h2', 'GH-2', 36), hostel('h3', 'GH-3', 5)];
    renderPage([
      hostelsMock(hostels, [
        hostelWindow('h1', 'GH-1', { state: 'OPEN', closesAt: at(DAY) }),
        hostelWindow('h2', 'GH-2', { state: 'CLOSED', opensAt: at(-5 * DAY), closesAt: at(-DAY) }),
        hostelWindow('h3', 'GH-3', { state: 'NOT_YET', opensAt: at(2 * DAY) }),
      ]),
    ]);
    expect(await options()).toEqual(['Choose a hostel', 'GH-1 (12 of 40 rooms free)', 'GH-2 (closed)', `GH-3 (closed, opens ${formatMoment(at(2 * DAY))})`]);

    await user.selectOptions(screen.getByLabelText('Hostel'), 'h2');
    expect(windowLine('GH-2')).toHaveTextContent(`Room selection is closed: it closed on ${formatMoment(at(-DAY))}. No new opening is set yet`);
    expect(proceed()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hostel'), 'h3');
    expect(windowLine('GH-3')).toHaveTextContent(`Room selection is closed. It opens on ${formatMoment(at(2 * DAY))}.`);
    expect(proceed()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hostel'), 'h1');
    expect(windowLine('GH-1')).toHaveTextContent(`Room selection is open. It closes on ${formatMoment(at(DAY))}.`);
    expect(proceed()).toHaveAttribute('href', '/allotmentGH-1');
  });

  it('says who may take part, and offers no Proceed to a student the round is not for', async () => {
    const user = userEvent.setup();
    renderPage([hostelsMock([hostel('h1', 'GH-1', 12)], [hostelWindow('h1', 'GH-1', { state: 'NOT_ELIGIBLE', enrollmentPrefixes: ['21-', '22-'] })])]);
    expect(await options()).toEqual(['Choose a hostel', 'GH-1 (not open to your enrollment ID)']);
    await user.selectOptions(screen.getByLabelText('Hostel'), 'h1');
    expect(windowLine('GH-1')).toHaveTextContent('Room selection is open to enrollment IDs starting with 21- or 22- in this round, and yours is not one of them.');
    expect(card('GH-1').getByText('Open to: enrollment IDs starting with 21- or 22-')).toBeInTheDocument();
    expect(proceed()).not.toBeInTheDocument();
  });

  it('says so when there is no hostel for the student', async () => {
    renderPage([hostelsMock([])]);
    expect(await screen.findByText('No hostels available')).toBeInTheDocument();
    expect(screen.queryByLabelText('Hostel')).not.toBeInTheDocument();
  });
});

describe("the selection page's dates and help", () => {
  const dates = () => within(screen.getByRole('heading', { name: 'Important Dates' }).closest('section')!);

  it("prints the windows' dates, not the spec's fixed 2024 ones", async () => {
    const hostels = [hostel('h1', 'GH-1', 12), hostel('h2', 'GH-2', 3)];
    const shared = { opensAt: at(-DAY), closesAt: at(3 * DAY) };
    renderPage([hostelsMock(hostels, [hostelWindow('h1', 'GH-1', shared), hostelWindow('h2', 'GH-2', shared)])]);
    expect(await screen.findByText(`Application opens: ${formatMoment(at(-DAY))}`)).toBeInTheDocument();
    expect(dates().getByText(`Deadline: ${formatMoment(at(3 * DAY))}`)).toBeInTheDocument();
    expect(dates().getByText('Open to: every student of this hostel')).toBeInTheDocument();
    expect(screen.queryByText(/2024/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Move-in/)).not.toBeInTheDocument();
    expect(dates().queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('gives each group of hostels its own dates when their windows differ', async () => {
    const hostels = [hostel('h1', 'GH-1', 12), hostel('h2', 'GH-2', 3), hostel('h3', 'GH-3', 3)];
    renderPage([
      hostelsMock(hostels, [
        hostelWindow('h1', 'GH-1', { closesAt: at(DAY) }),
        hostelWindow('h2', 'GH-2', { state: 'CLOSED', closesAt: at(-DAY), enrollmentPrefixes: ['21-'] }),
        hostelWindow('h3', 'GH-3', { closesAt: at(DAY) }),
      ]),
    ]);
    expect(within(await screen.findByRole('list', { name: 'Dates for GH-1, GH-3' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Application opens: no date set',
      `Deadline: ${formatMoment(at(DAY))}`,
      'Open to: every student of this hostel',
    ]);
    expect(within(screen.getByRole('list', { name: 'Dates for GH-2' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Application opens: no date set',
      `Deadline: ${formatMoment(at(-DAY))}`,
      'Open to: enrollment IDs starting with 21-',
    ]);
  });

  it("prints a selection process's own dates, who it is for, and tells a student not drawn so (docs/decisions/0153)", async () => {
    const user = userEvent.setup();
    const hostels = [hostel('h1', 'GH-1', 12), hostel('h2', 'GH-2', 3)];
    // GH-1: the process is done and the window it replaced (the year's close) stands; GH-2: it governs, and this student was not drawn.
    const done = { state: 'CLOSED' as const, opensAt: at(-2 * DAY), closesAt: at(-DAY), processName: 'Girls 2027' };
    const governing = { state: 'NOT_ELIGIBLE' as const, opensAt: at(-MINUTE), closesAt: at(DAY), processName: 'Girls 2027' };
    renderPage([hostelsMock(hostels, [hostelWindow('h1', 'GH-1', done), hostelWindow('h2', 'GH-2', governing)])]);
    expect(within(await screen.findByRole('list', { name: 'Dates for GH-1' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Application opens: ${formatMoment(at(-2 * DAY))}`,
      `Deadline: ${formatMoment(at(-DAY))}`,
      'Open to: students drawn in Girls 2027',
    ]);
    expect(within(screen.getByRole('list', { name: 'Dates for GH-2' })).getAllByRole('listitem').at(-1)).toHaveTextContent('Open to: students drawn in Girls 2027');

    await user.selectOptions(screen.getByLabelText('Hostel'), 'h2');
    expect(windowLine('GH-2')).toHaveTextContent(
      `Room selection is by lottery in this round (Girls 2027), and you were not drawn for it. It closes on ${formatMoment(at(DAY))}. The hostel office can tell you more.`,
    );
    expect(card('GH-2').getByText('Open to: students drawn in Girls 2027')).toBeInTheDocument();
    expect(proceed()).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hostel'), 'h1');
    expect(windowLine('GH-1')).toHaveTextContent(`Room selection is closed: it closed on ${formatMoment(at(-DAY))}.`);
  });

  it('tells a student not drawn when the process closed, once it has', async () => {
    const user = userEvent.setup();
    const past = { state: 'NOT_ELIGIBLE' as const, opensAt: at(-2 * DAY), closesAt: at(-DAY), processName: 'Girls 2027' };
    renderPage([hostelsMock([hostel('h1', 'GH-1', 12)], [hostelWindow('h1', 'GH-1', past)])]);
    await user.selectOptions(await screen.findByLabelText('Hostel'), 'h1');
    expect(windowLine('GH-1')).toHaveTextContent(`you were not drawn for it. It closed on ${formatMoment(at(-DAY))}. The hostel office`);
  });

  it('says selection is by lottery while a selection process governs the student\'s hostels', async () => {
    renderPage([hostelsMock([]), mySelectionMock(mySelection())]);
    expect(await screen.findByText('By lottery: you choose from your slot until the close; those who choose nothing are placed by the office')).toBeInTheDocument();
    expect(screen.queryByText('First-come, first-served')).not.toBeInTheDocument();
  });

  it('states the true rules, mails support and toggles an FAQ that matches the product', async () => {
    const user = userEvent.setup();
    renderPage([hostelsMock([])]);
    for (const text of ['First-come, first-served', 'One bed per student; a roommate you name must accept', 'Room changes while room selection is open, from My room']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('Room changes only in the first week')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payments/)).not.toBeInTheDocument(); // the product takes no payments
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:hostel-office@dormspace.local');
    const faq = screen.getByRole('button', { name: 'FAQ' });
    expect(faq).toHaveAttribute('aria-expanded', 'false');
    await user.click(faq);
    expect(faq).toHaveAttribute('aria-expanded', 'true');
    const answer = (question: string) => screen.getByText(question).closest('div')!.querySelector('dd')!.textContent;
    expect(answer('Can I change rooms later?')).toMatch(/^Yes, within your hostel while room selection is open: in My room choose Change room/);
    expect(screen.queryByText(/only during the first week/i)).not.toBeInTheDocument();
    expect(answer('Can I choose my roommate?')).toContain('They accept or decline on their own screen');
    expect(answer('What if my hostel is full?')).toContain('Join its waitlist');
    await user.click(faq);
    expect(screen.queryByText('Can I choose my roommate?')).not.toBeInTheDocument();
  });
});
