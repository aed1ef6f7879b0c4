import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { SIGN_IN_VISITOR, VISITOR_PASS } from './visitors-desk.operations';
import { refused, renderVisitors, visit } from './visitors-desk.fixtures';

// The camera stands in: "holding a pass to it" reads the token a real scan would.
vi.mock('../../shared/camera-scanner', () => ({
  CameraScanner: ({ onCode }: { onCode: (text: string) => void }) => (
    <button type="button" onClick={() => onCode('eyJhbGciOi.eyJ2aXNpdCI6InYxIn0.c2lnbmVk')}>
      Hold the pass to the camera
    </button>
  ),
}));

const TOKEN = 'eyJhbGciOi.eyJ2aXNpdCI6InYxIn0.c2lnbmVk';
const pass = (code: string, result: Mock['result']): Mock => ({ request: { query: VISITOR_PASS, variables: { code } }, result });
const signIn = (input: Record<string, unknown>, result: Mock['result']): Mock => ({ request: { query: SIGN_IN_VISITOR, variables: { input } }, result });

const codeBox = () => screen.getByRole('textbox', { name: 'Pass code' });
const checked = () => screen.getByRole('region', { name: 'The visit on this pass' });
const section = () => screen.getByRole('region', { name: 'Sign in on a pass' });

/** The section's status line saying `text`, with the focus on it. */
async function said(text: string) {
  const line = await within(section()).findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(line).toHaveFocus());
}

describe('the visitors desk: signing in on a pass', () => {
  it('looks a typed code up, shows the visit to check, and signs the visitor in with the ID shown', async () => {
    const user = userEvent.setup();
    const signedIn = vi.fn(() => ({ data: { signInVisitor: visit('v1', { status: 'SIGNED_IN', commonRoomOnly: true, idType: 'AADHAAR', idLast4: 'AB12', signedInAt: new Date().toISOString() }) } }));
    renderVisitors([pass('7KQ2M-XD4TP', { data: { visitorPass: visit('v1', { commonRoomOnly: true }) } }), signIn({ code: '7KQ2M-XD4TP', idType: 'AADHAAR', idLast4: 'AB12' }, signedIn)]);

    await user.type(codeBox(), ' 7KQ2M-XD4TP {Enter}');

    await said('Pass of Meera Rao to see Asha Rao. Check the visitor, then their ID.');
    expect(within(checked()).getByRole('heading', { name: 'Meera Rao (Mother)' })).toBeInTheDocument();
    expect(checked()).toHaveTextContent('Common room only');
    expect(checked()).toHaveTextContent('VisitingAsha Rao, Room 204, GH-1');
    expect(checked()).toHaveTextContent(/When\d{1,2} \w{3} \d{4}, 10:00–12:00/);
    expect(checked()).toHaveTextContent('Phone+91 98450 12345');

    await user.selectOptions(within(checked()).getByRole('combobox', { name: 'ID shown' }), 'Aadhaar');
    await user.type(within(checked()).getByRole('textbox', { name: 'Last 4 characters of the ID' }), 'ab12');
    await user.click(within(checked()).getByRole('button', { name: 'Sign in' }));

    await said('Meera Rao is signed in to see Asha Rao, Room 204, GH-1. Common room only.');
    expect(signedIn).toHaveBeenCalledWith({ input: { code: '7KQ2M-XD4TP', idType: 'AADHAAR', idLast4: 'AB12' } });
    expect(screen.queryByRole('region', { name: 'The visit on this pass' })).not.toBeInTheDocument();
    expect(codeBox()).toHaveValue('');
  });

  it("scans the pass with the gate's camera scanner and signs in on the token it read", async () => {
    const user = userEvent.setup();
    const signedIn = vi.fn(() => ({ data: { signInVisitor: visit('v1', { status: 'SIGNED_IN' }) } }));
    renderVisitors([pass(TOKEN, { data: { visitorPass: visit('v1', { overnight: true, expectedFrom: '18:00', expectedTo: '11:00' }) } }), signIn({ code: TOKEN, idType: 'PASSPORT', idLast4: '9K7Q' }, signedIn)]);

    await user.click(screen.getByRole('button', { name: "Scan the visitor's pass" }));
    await user.click(await screen.findByRole('button', { name: 'Hold the pass to the camera' }));

    await said('Pass of Meera Rao to see Asha Rao. Check the visitor, then their ID.');
    expect(checked()).toHaveTextContent('Overnight guest');
    expect(checked()).toHaveTextContent(/from 18:00, overnight until 11:00 the next day/);
    expect(checked()).not.toHaveTextContent('Common room only');
    await user.selectOptions(within(checked()).getByRole('combobox', { name: 'ID shown' }), 'Passport');
    await user.type(within(checked()).getByRole('textbox', { name: 'Last 4 characters of the ID' }), '9K7Q');
    await user.click(within(checked()).getByRole('button', { name: 'Sign in' }));

    await said('Meera Rao is signed in to see Asha Rao, Room 204, GH-1.');
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it("says a refusal in the server's words: a code naming no visit, then a sign-in outside visiting hours", async () => {
    const user = userEvent.setup();
    const unknown = 'No visitor pass has this code. Check it with the visitor and type it again.';
    const closed = 'Outside visiting hours. Visiting hours at GH-1 on Sunday are 10:00-18:00.';
    renderVisitors([
      pass('AAAAA-BBBBB', refused(unknown, 'BAD_USER_INPUT')),
      pass('7KQ2M-XD4TP', { data: { visitorPass: visit('v1') } }),
      signIn({ code: '7KQ2M-XD4TP', idType: 'VOTER_ID', idLast4: '4321' }, refused(closed, 'CONFLICT')),
    ]);

    await user.type(codeBox(), 'AAAAA-BBBBB{Enter}');
    await said(unknown);
    expect(screen.queryByRole('region', { name: 'The visit on this pass' })).not.toBeInTheDocument();

    await user.clear(codeBox());
    await user.type(codeBox(), '7KQ2M-XD4TP{Enter}');
    await said('Pass of Meera Rao to see Asha Rao. Check the visitor, then their ID.');
    await user.selectOptions(within(checked()).getByRole('combobox', { name: 'ID shown' }), 'Voter ID');
    await user.type(within(checked()).getByRole('textbox', { name: 'Last 4 characters of the ID' }), '4321');
    await user.click(within(checked()).getByRole('button', { name: 'Sign in' }));

    await said(closed);
    // The visit stays on screen, as typed, for the guard to explain or try again.
    expect(within(checked()).getByRole('textbox', { name: 'Last 4 characters of the ID' })).toHaveValue('4321');
  });

  it('asks for the ID before sending anything, beside each field', async () => {
    const user = userEvent.setup();
    const signedIn = vi.fn(() => ({ data: { signInVisitor: visit('v1', { status: 'SIGNED_IN' }) } }));
    renderVisitors([pass('7KQ2M-XD4TP', { data: { visitorPass: visit('v1') } }), { request: { query: SIGN_IN_VISITOR, variables: () => true }, result: signedIn }]);

    await user.type(codeBox(), '7KQ2M-XD4TP{Enter}');
    await user.type(await within(await screen.findByRole('region', { name: 'The visit on this pass' })).findByRole('textbox', { name: 'Last 4 characters of the ID' }), '12');
    await user.click(within(checked()).getByRole('button', { name: 'Sign in' }));

    await said('Not signed in: check the ID shown.');
    expect(within(checked()).getByRole('combobox', { name: 'ID shown' })).toHaveAccessibleDescription('Choose the type of ID shown.');
    expect(within(checked()).getByRole('textbox', { name: 'Last 4 characters of the ID' })).toHaveAccessibleDescription('Type the last 4 characters of the ID (letters and digits).');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('shows a pass already used, and offers no sign-in', async () => {
    const user = userEvent.setup();
    renderVisitors([pass('7KQ2M-XD4TP', { data: { visitorPass: visit('v1', { status: 'SIGNED_OUT', signedOutAt: '2026-03-01T09:30:00.000Z' }) } })]);
    await user.type(codeBox(), '7KQ2M-XD4TP{Enter}');
    // As the guard sees it: the check's sentence written (50 ms after, taking the focus) before the next tap.
    await said('Pass of Meera Rao to see Asha Rao. Check the visitor, then their ID.');
    expect(await within(await screen.findByRole('region', { name: 'The visit on this pass' })).findByText(/^Signed out at \d\d:\d\d: a pass works once\.$/)).toBeInTheDocument();
    expect(within(checked()).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(within(checked()).getByRole('button', { name: 'Next visitor' }));
    expect(codeBox()).toHaveFocus();
  });
});

describe('the visitors desk: signing in by keyboard alone', () => {
  it('reaches every control in reading order, each by its label, and signs in without a pointer', async () => {
    const user = userEvent.setup();
    const signedIn = vi.fn(() => ({ data: { signInVisitor: visit('v1', { status: 'SIGNED_IN' }) } }));
    renderVisitors([pass('7KQ2M-XD4TP', { data: { visitorPass: visit('v1') } }), signIn({ code: '7KQ2M-XD4TP', idType: 'COLLEGE_ID', idLast4: '0042' }, signedIn)]);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Parcels' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Visitors' })).toHaveFocus();
    await user.tab();
    expect(codeBox()).toHaveFocus();
    await user.keyboard('7KQ2M-XD4TP');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Check pass' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: "Scan the visitor's pass" })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');

    await said('Pass of Meera Rao to see Asha Rao. Check the visitor, then their ID.');
    // From the status line on: the ID's type, its last 4, Sign in, Cancel.
    await user.tab();
    const type = within(checked()).getByRole('combobox', { name: 'ID shown' });
    expect(type).toHaveFocus();
    // jsdom does not move a select's choice by key (Chromium does): chosen here as a phone's picker would.
    await user.selectOptions(type, 'College ID');
    expect(type).toHaveFocus();
    await user.tab();
    expect(within(checked()).getByRole('textbox', { name: 'Last 4 characters of the ID' })).toHaveFocus();
    await user.keyboard('0042');
    await user.tab();
    expect(within(checked()).getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(within(checked()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');

    await said('Meera Rao is signed in to see Asha Rao, Room 204, GH-1.');
    expect(signedIn).toHaveBeenCalledWith({ input: { code: '7KQ2M-XD4TP', idType: 'COLLEGE_ID', idLast4: '0042' } });
  });
});
