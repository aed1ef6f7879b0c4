import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { formatZonedMoment } from 'web-kit';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { minutesFromNow, myVisits, PASS_CODE, QR_SVG, visit, visitorRules, walkIn } from '../../testing/visitor-fixtures';
import { passText } from './share-pass';
import { VisitorsPage } from './visitors-page';
import { ANSWER_WALK_IN, CANCEL_VISIT } from './visitors.operations';

function renderPage(mocks: Mock[]) {
  const { client, push } = mockedClientWithPush([visitorRules(), ...mocks]);
  const { container } = renderScreen(<VisitorsPage />, { path: '/visitors', client });
  return { push, container };
}

const visitChanged = (id: string) => ({ data: { visitChanged: id } });
const listed = (name: string | RegExp) => screen.findByRole('listitem', { name });
const buttonsOf = (item: HTMLElement) => within(item).queryAllByRole('button').map((button) => button.textContent);

afterEach(() => void Reflect.deleteProperty(navigator, 'share'));

describe('VisitorsPage: your visitors', () => {
  it("says each visit's state in words, its day and hours, and Common room only when so", async () => {
    const signedIn = minutesFromNow(-30);
    const signedOut = minutesFromNow(-600);
    renderPage([
      myVisits([
        visit('expected', { commonRoomOnly: true, visitorName: 'Rahul Rao', relation: 'Brother' }),
        visit('pending', { status: 'PENDING_APPROVAL', visitorName: 'Meera Iyer', relation: 'Aunt', overnight: true, expectedFrom: '18:00', expectedTo: '11:00' }),
        visit('in', { status: 'SIGNED_IN', visitorName: 'Kiran Das', relation: 'Friend', signedInAt: signedIn }),
        visit('out', { status: 'SIGNED_OUT', visitorName: 'Anil Rao', relation: 'Father', signedInAt: signedOut, signedOutAt: signedOut }),
        visit('declined', { status: 'DECLINED', visitorName: 'Priya Nair', relation: 'Cousin', decidedByName: 'Warden Mehta', decisionNote: 'No overnight guests during exams.' }),
        visit('expired', { status: 'EXPIRED', walkIn: true, visitorName: 'Vikram Shah', relation: 'Friend' }),
        visit('cancelled', { status: 'CANCELLED', visitorName: 'Lata Rao', relation: 'Grandmother' }),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    const expected = await listed('Rahul Rao, Expected');
    expect(within(expected).getByRole('heading', { name: 'Rahul Rao (Brother)' })).toBeInTheDocument();
    expect(within(expected).getByText(/, 10:00-12:00$/)).toBeInTheDocument();
    expect(within(expected).getByText('Common room only')).toBeInTheDocument();
    expect(within(await listed("Meera Iyer, Waiting for a warden's approval")).getByText(/18:00 until 11:00 the next day$/)).toBeInTheDocument();
    expect(within(await listed('Kiran Das, Signed in')).getByText(`Signed in at ${formatZonedMoment(signedIn)}.`)).toBeInTheDocument();
    expect(within(await listed('Anil Rao, Signed out')).getByText(`Signed out at ${formatZonedMoment(signedOut)}.`)).toBeInTheDocument();
    expect(within(await listed('Priya Nair, Declined')).getByText('Declined by Warden Mehta: “No overnight guests during exams.”')).toBeInTheDocument();
    expect(within(await listed('Vikram Shah, Expired')).getByText('Expired: the desk had no answer within 10 minutes.')).toBeInTheDocument();
    const cancelled = await listed('Lata Rao, Cancelled');
    expect(within(cancelled).queryByText('Common room only')).not.toBeInTheDocument();
    // Cancel only for a visit still to come; a pass only for an expected one.
    expect(buttonsOf(expected)).toEqual(['Share pass', 'Cancel visit']);
    expect(buttonsOf(screen.getByRole('listitem', { name: /^Meera Iyer/ }))).toEqual(['Cancel visit']);
    for (const name of [/^Kiran Das/, /^Anil Rao/, /^Priya Nair/, /^Vikram Shah/, /^Lata Rao/]) expect(buttonsOf(screen.getByRole('listitem', { name }))).toEqual([]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it("shows an expected visitor's pass: the QR code as an image and the typed code", async () => {
    const { container } = renderPage([myVisits([visit('v1')])]);
    const item = await listed('Sunita Rao, Expected');
    const qr = within(item).getByRole('img', { name: 'QR code of the pass for Sunita Rao' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(within(item).getByText(PASS_CODE)).toBeInTheDocument();
    // The server's SVG is an image's source, never markup in the page.
    expect(container.querySelector('path[d="M1 1h7v7H1z"]')).toBeNull();
  });

  it("shares the pass through the phone's share sheet where there is one", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage([myVisits([visit('v1')])]);
    const item = await listed('Sunita Rao, Expected');
    await user.click(within(item).getByRole('button', { name: 'Share pass' }));
    expect(share).toHaveBeenCalledWith({ title: 'Visitor pass for Sunita Rao', text: passText(visit('v1'), visit('v1').pass!) });
    expect(passText(visit('v1'), visit('v1').pass!)).toContain(PASS_CODE);
    expect(within(item).queryByText(/Copied/)).not.toBeInTheDocument();
  });

  it('copies a text with the code to the clipboard where there is no share sheet, and says so', async () => {
    const user = userEvent.setup();
    renderPage([myVisits([visit('v1')])]);
    const item = await listed('Sunita Rao, Expected');
    await user.click(within(item).getByRole('button', { name: 'Share pass' }));
    expect(await within(item).findByRole('status')).toHaveTextContent(`Copied the pass with its code ${PASS_CODE}: paste it in a message to Sunita Rao.`);
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(PASS_CODE);
    expect(copied).toContain('BH-1');
  });

  it('cancels a visit only after asking, and shows the state the server answers', async () => {
    const user = userEvent.setup();
    renderPage([myVisits([visit('v1')]), { request: { query: CANCEL_VISIT, variables: { id: 'v1' } }, result: { data: { cancelVisit: visit('v1', { status: 'CANCELLED' }) } } }]);
    await user.click(within(await listed('Sunita Rao, Expected')).getByRole('button', { name: 'Cancel visit' }));
    const dialog = screen.getByRole('dialog', { name: "Cancel Sunita Rao's visit?" });
    expect(dialog).toHaveTextContent('the pass stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('listitem', { name: 'Sunita Rao, Expected' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel visit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const cancelled = await listed('Sunita Rao, Cancelled');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('img')).not.toBeInTheDocument();
    await waitFor(() => expect(cancelled).toHaveFocus());
  });

  it("says the server's refusal of a cancel", async () => {
    const user = userEvent.setup();
    const refusal = new GraphQLError('This visit is signed in: only a visit still to come can be cancelled.', { extensions: { code: 'CONFLICT' } });
    renderPage([myVisits([visit('v1')]), { request: { query: CANCEL_VISIT, variables: { id: 'v1' } }, result: { errors: [refusal.toJSON()] } }]);
    await user.click(within(await listed('Sunita Rao, Expected')).getByRole('button', { name: 'Cancel visit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This visit is signed in: only a visit still to come can be cancelled.');
  });

  it('says so when there are no visitors', async () => {
    renderPage([myVisits([])]);
    expect(await screen.findByText(/No visitors yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your visitors' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    renderPage([{ request: myVisits([]).request, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your visitors could not be loaded.');
  });
});

describe('VisitorsPage: the desk asks about a walk-in', () => {
  it('shows the question live after visitChanged, announces it politely without taking the focus, and Accept sends answerWalkIn', async () => {
    const user = userEvent.setup();
    const ask = walkIn('w1', 10);
    const { push } = renderPage([
      myVisits([visit('v1')]),
      myVisits([ask, visit('v1')]),
      { request: { query: ANSWER_WALK_IN, variables: { id: 'w1', accept: true } }, result: { data: { answerWalkIn: walkIn('w1', 10, { status: 'SIGNED_IN', signedInAt: minutesFromNow(0) }) } } },
    ]);
    await listed('Sunita Rao, Expected');
    expect(screen.queryByRole('heading', { name: /is at the desk for you/ })).not.toBeInTheDocument();
    const focused = document.activeElement;

    act(() => push(visitChanged('w1'), 'StudentVisitChanged'));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Arjun Mehta (Friend) is at the desk for you' });
    const question = screen.getByRole('region', { name: 'Arjun Mehta (Friend) is at the desk for you' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(`Arjun Mehta (Friend) is at the desk for you: accept or decline by ${formatZonedMoment(ask.askExpiresAt!)}.`)).toHaveAttribute('role', 'status');
    expect(within(question).getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(document.activeElement).toBe(focused);
    // Above the form: the first thing on the page after its title.
    expect(question.compareDocumentPosition(screen.getByRole('form', { name: 'Register a visitor' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(question).getByRole('button', { name: 'Accept' }));
    const said = await screen.findByText('You accepted Arjun Mehta: they are signed in.');
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.queryByRole('region', { name: /is at the desk for you/ })).not.toBeInTheDocument();
    expect(within(await listed('Arjun Mehta, Signed in')).getByText(/^Signed in at /)).toBeInTheDocument();
  });

  it('declines with answerWalkIn(accept: false)', async () => {
    const user = userEvent.setup();
    renderPage([
      myVisits([walkIn('w1', 8)]),
      { request: { query: ANSWER_WALK_IN, variables: { id: 'w1', accept: false } }, result: { data: { answerWalkIn: walkIn('w1', 8, { status: 'DECLINED', decidedByName: 'Asha Rao' }) } } },
    ]);
    const question = await screen.findByRole('region', { name: 'Arjun Mehta (Friend) is at the desk for you' });
    await user.click(within(question).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined Arjun Mehta: the desk will not let them in.')).toBeInTheDocument();
    expect(within(await listed('Arjun Mehta, Declined')).getByText('Declined: you said no to the desk.')).toBeInTheDocument();
  });

  it("says the server's refusal in its words, and reads the list again", async () => {
    const user = userEvent.setup();
    const refusal = new GraphQLError('BH-1 allows 2 visitors at once per student: one must sign out first.', { extensions: { code: 'CONFLICT' } });
    renderPage([
      myVisits([walkIn('w1', 8)]),
      { request: { query: ANSWER_WALK_IN, variables: { id: 'w1', accept: true } }, result: { errors: [refusal.toJSON()] } },
      myVisits([walkIn('w1', 8)]),
    ]);
    const question = await screen.findByRole('region', { name: /is at the desk for you/ });
    await user.click(within(question).getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Arjun Mehta: BH-1 allows 2 visitors at once per student: one must sign out first.');
    // Still asked: the student may decline instead.
    expect(within(screen.getByRole('region', { name: /is at the desk for you/ })).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it("takes the buttons away when the 10 minutes are up on the phone's clock, and reads the list again", async () => {
    renderPage([myVisits([walkIn('w1', 0.02)]), myVisits([walkIn('w1', 0.02, { status: 'EXPIRED' })])]);
    const question = await screen.findByRole('region', { name: /is at the desk for you/ });
    expect(within(question).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Arjun Mehta, Expired' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /is at the desk for you/ })).not.toBeInTheDocument();
  });
});
