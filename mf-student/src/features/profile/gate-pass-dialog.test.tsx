import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from 'web-kit/testing';
import { local } from '../../testing/outpass-fixtures';
import { GatePassDialog } from './gate-pass-dialog';
import { readStoredGatePass } from './gate-pass-storage';
import { GATE_PASS } from './profile.operations';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const PASS = { __typename: 'GatePass', outpassId: 'o1', code: 'ABCDE-12345', qrSvg: SVG, expiresAt: local(2025, 3, 1, 21, 0) };
const request = { query: GATE_PASS, variables: { outpassId: 'o1' } };
const OUTPASS = { id: 'o1', where: 'City library' };

const dialog = () => screen.getByRole('dialog', { name: 'Gate pass' });

describe('GatePassDialog', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the QR code, the code to type and the expiry, and keeps a copy for offline use', async () => {
    renderScreen(<GatePassDialog outpass={OUTPASS} open onClose={() => {}} />, { mocks: [{ request, result: { data: { gatePass: PASS } } }] });
    const qr = await within(dialog()).findByRole('img', { name: 'Gate pass QR code for your outpass to City library' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    const code = within(dialog()).getByText('ABCDE-12345');
    expect(code.closest('dd')?.previousElementSibling).toHaveTextContent('Code to type at the gate');
    expect(within(dialog()).getByText('1 Mar 2025, 21:00')).toHaveAttribute('datetime', PASS.expiresAt);
    expect(dialog()).toHaveTextContent(/keeps working offline/);
    // The copy is written by an effect after the pass is shown: on a busy machine, a moment later.
    await waitFor(() => expect(readStoredGatePass('o1')).toMatchObject({ code: 'ABCDE-12345', qrSvg: SVG }));
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('shows the pass loaded earlier when the network is gone', async () => {
    const first = renderScreen(<GatePassDialog outpass={OUTPASS} open onClose={() => {}} />, { mocks: [{ request, result: { data: { gatePass: PASS } } }] });
    await screen.findByText('ABCDE-12345');
    first.unmount();
    // A fresh page (a new cache), offline: only sessionStorage remembers the pass.
    renderScreen(<GatePassDialog outpass={OUTPASS} open onClose={() => {}} />, { mocks: [{ request, error: new Error('Failed to fetch') }] });
    expect(await within(dialog()).findByText(/You seem to be offline/)).toBeInTheDocument();
    expect(within(dialog()).getByText('ABCDE-12345')).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: /Gate pass QR code/ })).toBeInTheDocument();
  });

  it("shows the server's refusal rather than a stored pass it no longer honours", async () => {
    sessionStorage.setItem('dormspace:gate-pass:o1', JSON.stringify(PASS));
    const refusal = new GraphQLError('This outpass was cancelled.', { extensions: { code: 'CONFLICT' } });
    renderScreen(<GatePassDialog outpass={OUTPASS} open onClose={() => {}} />, { mocks: [{ request, result: { errors: [refusal.toJSON()] } }] });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('This outpass was cancelled.');
    expect(within(dialog()).queryByText('ABCDE-12345')).not.toBeInTheDocument();
  });

  it('closes with its button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderScreen(<GatePassDialog outpass={OUTPASS} open onClose={onClose} />, { mocks: [{ request, result: { data: { gatePass: PASS } } }] });
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
