import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen, type Mock } from 'web-kit/testing';
import { backBy } from './guardian-answer';
import { ANSWER_GUARDIAN_REQUEST, GUARDIAN_REQUEST } from './guardian.operations';
import { GuardianPage } from './guardian-page';

/** Mocked answers arrive after a tick; a busy machine (the whole suite at once) can take its time. */
const ARRIVES = { timeout: 4000 };

const token = 'g7Qd2-consent_token-0123456789';
const SPENT = 'This link does not work any more: it has been used, it has expired, or the outpass has been decided or cancelled.';
const REQUEST = {
  __typename: 'GuardianRequest' as const,
  studentName: 'Asha Rao',
  hostelName: 'GH-1',
  where: 'Home, Pune',
  reason: 'Sister’s wedding',
  outTime: '14:30',
  dateOfArrival: '2026-03-17',
  expectedReturnAt: '2026-03-17T13:30:00.000Z',
  returnTime: '19:00',
  consent: 'AWAITING' as const,
};

const asked = { request: { query: GUARDIAN_REQUEST, variables: { token } } };
const shown = { ...asked, result: { data: { guardianRequest: REQUEST } } };
const answered = (consent: boolean) => ({ request: { query: ANSWER_GUARDIAN_REQUEST, variables: { token, consent } }, result: { data: { answerGuardianRequest: true } } });
const spent = ({ request }: Pick<Mock, 'request'>) => ({
  request,
  result: { errors: [new GraphQLError(SPENT, { extensions: { code: 'NOT_FOUND' } })] },
});

/** Opens the page as the guardian's email does; the router sees the path, the page reads the fragment. */
function openLink({ mocks = [], hash = `#consent=${token}` }: { mocks?: Mock[]; hash?: string } = {}) {
  window.history.replaceState(null, '', `/guardian${hash}`);
  renderScreen(<GuardianPage />, { path: '/guardian', mocks });
  return userEvent.setup();
}

/** The value shown beside a label of the request's details. */
const detail = (label: string) => screen.getByText(label).nextElementSibling;

describe("guardian's consent (a public link from the hostel's email)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('explains a link without its token, and asks nothing', () => {
    openLink({ hash: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Outpass consent' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the token out of the address bar and shows what the student asks', async () => {
    openLink({ mocks: [shown] });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/guardian');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao asks to leave the hostel' }, ARRIVES)).toBeInTheDocument();
    expect(detail('Hostel')).toHaveTextContent('GH-1');
    expect(detail('Where')).toHaveTextContent('Home, Pune');
    expect(detail('Leaving at')).toHaveTextContent('14:30');
    expect(detail('Back by')).toHaveTextContent(backBy(REQUEST));
    expect(detail('Back by')).toHaveTextContent('2026');
    expect(detail('Reason')).toHaveTextContent('Sister’s wedding');
    expect(screen.getByRole('button', { name: 'I agree' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'I do not agree' })).toBeEnabled();
  });

  it('sends consent on "I agree" and thanks the guardian, with nothing left to press', async () => {
    const user = openLink({ mocks: [shown, answered(true)] });
    await user.click(await screen.findByRole('button', { name: 'I agree' }, ARRIVES));
    const thanks = await screen.findByRole('status', undefined, ARRIVES);
    expect(thanks).toHaveTextContent('Thank you. The hostel office has your answer.');
    expect(thanks).toHaveTextContent('You agreed to this outpass.');
    expect(thanks.parentElement).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a refusal on "I do not agree"', async () => {
    const user = openLink({ mocks: [shown, answered(false)] });
    await user.click(await screen.findByRole('button', { name: 'I do not agree' }, ARRIVES));
    expect(await screen.findByRole('status', undefined, ARRIVES)).toHaveTextContent('You did not agree to this outpass.');
  });

  it("shows the server's message for a spent link, and asks nothing", async () => {
    openLink({ mocks: [spent(asked)] });
    expect(await screen.findByRole('alert', undefined, ARRIVES)).toHaveTextContent(SPENT);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('says so when the link was spent while the page was open, and takes the buttons away', async () => {
    const user = openLink({ mocks: [shown, spent(answered(true))] });
    await user.click(await screen.findByRole('button', { name: 'I agree' }, ARRIVES));
    expect(await screen.findByRole('alert', undefined, ARRIVES)).toHaveTextContent(SPENT);
    expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a network failure and loads the request on Try again', async () => {
    const user = openLink({ mocks: [{ ...asked, error: new Error('Failed to fetch') }, shown] });
    const alert = await screen.findByRole('alert', undefined, ARRIVES);
    expect(alert).toHaveTextContent('The request could not be loaded. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao asks to leave the hostel' }, ARRIVES)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Asha Rao asks to leave the hostel' })).getByRole('button', { name: 'I agree' })).toBeInTheDocument();
  });
});

describe("a guardian's page in a browser on another clock", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    window.history.replaceState(null, '', '/');
  });

  it("gives the return time in the office's zone, as the email did, and says which zone", async () => {
    process.env.TZ = 'UTC';
    openLink({ mocks: [shown] });
    expect(await screen.findByText('Back by', {}, ARRIVES)).toBeInTheDocument();
    // 13:30 UTC is 19:00 in India, the student's "Return by".
    expect(detail('Back by')).toHaveTextContent(/Tuesday, March 17, 2026 at (7:00\sPM|19:00)/);
    expect(screen.getByTestId('office-time-note')).toHaveTextContent('Times are India Standard Time (GMT+5:30).');
  });

  it("says nothing of zones to a guardian on the office's clock", async () => {
    process.env.TZ = 'Asia/Kolkata';
    openLink({ mocks: [shown] });
    expect(await screen.findByText('Back by', {}, ARRIVES)).toBeInTheDocument();
    expect(screen.queryByTestId('office-time-note')).not.toBeInTheDocument();
  });
});
