import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { SCAN_GATE_PASS, type GateDirection, type GateScan } from './gate.operations';

const AT = '2025-03-04T04:35:00.000Z';
/** AT on the office's clock (India, UTC+05:30), as the gate card and the student's message say it, on any machine. */
const AT_OFFICE = '10:05';

const scan = (direction: GateDirection, late = false, warning: string | null = null): GateScan & { __typename: 'GateScan' } => {
  const status = direction === 'OUT' ? 'OUT' : 'RETURNED';
  const outpass = { __typename: 'Outpass', id: 'o1', where: 'Pune', dateOfArrival: '2025-03-04', returnTime: '18:00', expectedReturnAt: '2025-03-04T12:30:00.000Z', status } as const;
  return { __typename: 'GateScan', direction, at: AT, late, studentName: 'Asha Rao', initial: 'A', enrollmentId: 'CS21-001', hostelName: 'GH-1', early: warning !== null, warning, outpass };
};

const scanMock = (code: string, direction: GateDirection, result: Mock['result']): Mock => ({ request: { query: SCAN_GATE_PASS, variables: { code, direction } }, result });

const codeBox = () => screen.getByRole('textbox', { name: 'Pass code' });

// The first test pays for the warm-up (jsdom, the admin frame) and types a whole code, key by key.
describe('the gate', () => {
  it('lets a student out on a typed code: initial, name, enrollment ID, hostel, Out at, destination and back-by time', async () => {
    const answer = vi.fn(() => ({ data: { scanGatePass: scan('OUT') } }));
    const { user } = renderRoute('/adminpage/gate', [scanMock('ABCDE-12345', 'OUT', answer)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Gate' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Going out' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Coming back' })).not.toBeChecked();

    await user.type(codeBox(), '  ABCDE-12345 ');
    await user.click(screen.getByRole('button', { name: 'Check pass' }));

    const card = await screen.findByRole('region', { name: 'Pass accepted' });
    expect(answer).toHaveBeenCalledWith({ code: 'ABCDE-12345', direction: 'OUT' });
    expect(card.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(within(card).getByText('A')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(card).toHaveTextContent('CS21-001 · GH-1');
    expect(card).toHaveTextContent(`Out at ${AT_OFFICE}`);
    expect(card).toHaveTextContent('Going to Pune');
    expect(card).toHaveTextContent('Back by Tue 4 Mar, 18:00');
    expect(within(card).queryByText('Late')).not.toBeInTheDocument();
    expect(within(card).queryByText('Early')).not.toBeInTheDocument();
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    // Ready for the next student.
    await waitFor(() => expect(codeBox()).toHaveValue(''));
    expect(codeBox()).toHaveFocus();
  });

  it('sends Coming back as RETURNED and marks a late return', async () => {
    const answer = vi.fn(() => ({ data: { scanGatePass: scan('RETURNED', true) } }));
    const { user } = renderRoute('/adminpage/gate', [scanMock('abcde12345', 'RETURNED', answer)]);

    await user.click(screen.getByRole('radio', { name: 'Coming back' }));
    await user.type(codeBox(), 'abcde12345{Enter}');

    const card = await screen.findByRole('region', { name: 'Pass accepted' });
    expect(answer).toHaveBeenCalledWith({ code: 'abcde12345', direction: 'RETURNED' });
    expect(card).toHaveTextContent(`Back at ${AT_OFFICE}`);
    expect(within(card).getByText('Late')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Coming back' })).toBeChecked();
  });

  it("warns the guard of an early exit in the server's words, apart from the rest of the card", async () => {
    const early = 'Early: declared out at 10:00, now 05:23';
    const { user } = renderRoute('/adminpage/gate', [scanMock('ABCDE-12345', 'OUT', { data: { scanGatePass: scan('OUT', false, early) } })]);
    await user.type(codeBox(), 'ABCDE-12345{Enter}');

    const card = await screen.findByRole('region', { name: 'Pass accepted' });
    expect(within(card).getByText('Early')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(early);
    expect(card).toHaveStyle({ borderColor: '#92400e' });
  });

  it("shows the server's refusal as it is, in an alert, and clears the box for the next student", async () => {
    const { user } = renderRoute('/adminpage/gate', [
      scanMock('ABCDE-12345', 'OUT', { errors: [new GraphQLError('This pass was already used to go out', { extensions: { code: 'CONFLICT' } })] }),
      scanMock('ABCDE-12345', 'OUT', { data: { scanGatePass: scan('OUT') } }),
    ]);

    await user.type(codeBox(), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Check pass' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Refused. This pass was already used to go out');
    expect(screen.queryByRole('region', { name: 'Pass accepted' })).not.toBeInTheDocument();
    await waitFor(() => expect(codeBox()).toHaveValue(''));
    expect(codeBox()).toHaveFocus();

    // The next answer replaces the refusal.
    await user.type(codeBox(), 'ABCDE-12345{Enter}');
    expect(await screen.findByRole('region', { name: 'Pass accepted' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends nothing for an empty box', async () => {
    const answer = vi.fn(() => ({ data: { scanGatePass: scan('OUT') } }));
    const { user } = renderRoute('/adminpage/gate', [scanMock('', 'OUT', answer)]);
    await user.type(codeBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Check pass' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(answer).not.toHaveBeenCalled();
    expect(codeBox()).toHaveFocus();
  });

  it('opens the camera scanner on request and, without a camera, says so and points to the typed code', async () => {
    const { user } = renderRoute('/adminpage/gate');
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    // jsdom has no camera (navigator.mediaDevices): the lazily loaded scanner says so.
    expect(await screen.findByRole('alert')).toHaveTextContent('Type the pass code above instead.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
    expect(codeBox()).toHaveFocus();
  });
});
