import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, UiProvider } from 'ui';
import { ConfirmStep } from './confirm-shell';
import { ReasonDialog } from './reason-dialog';
import { RefusalMessage, StatusMessage, useStatus } from './status-message';

/** A page with one status line and buttons that say things, the way a page's actions do. */
function Page() {
  const [status, say] = useStatus();
  const [gone, setGone] = useState(false);
  return (
    <>
      <h1>Page</h1>
      <StatusMessage status={status} />
      {!gone && (
        <Button
          onClick={() => {
            // The button pressed leaves with its action, as a retired room's row does.
            setGone(true);
            say('Room 102 was retired.');
          }}
        >
          Retire
        </Button>
      )}
      <Button onClick={() => say('Saved.')}>Save</Button>
      <Button onClick={() => say('The job has finished.', { focus: false })}>Later news</Button>
      <Button onClick={() => say('Could not save.', { tone: 'error' })}>Fail</Button>
    </>
  );
}

const renderUi = (ui: React.ReactElement) => ({ user: userEvent.setup(), ...render(<UiProvider>{ui}</UiProvider>) });
const line = () => screen.getByRole('status');

describe('a status message', () => {
  it('is a live region in the page before anything is said, empty and focusable by script only', () => {
    renderUi(<Page />);
    expect(line()).toBeEmptyDOMElement();
    expect(line()).toHaveAttribute('tabindex', '-1');
  });

  it('says what an action did and takes the focus, when the button pressed is gone', async () => {
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(screen.queryByRole('button', { name: 'Retire' })).not.toBeInTheDocument();
    // The region exists first and its text comes after: that change is what is announced.
    await waitFor(() => expect(line()).toHaveTextContent('Room 102 was retired.'));
    await waitFor(() => expect(document.activeElement).toBe(line())); // the focus follows in the effect after the text
  });

  it('says the same sentence again when the action is done again', async () => {
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(line()).toHaveTextContent('Saved.'));
    // The region is emptied, then written again: a change screen readers hear. Watched as it
    // happens (the rewrite follows a short timer, which a loaded machine's click can outlast).
    const seen: string[] = [];
    const watcher = new MutationObserver(() => seen.push(line().textContent ?? ''));
    watcher.observe(line(), { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.at(-1)).toBe('Saved.'));
    watcher.disconnect();
    expect(seen).toContain('');
    expect(line()).toHaveTextContent('Saved.');
    await waitFor(() => expect(document.activeElement).toBe(line())); // the focus follows in the effect after the text
  });

  it('only says news the user did not ask for: the focus stays where it is', async () => {
    const { user } = renderUi(<Page />);
    const later = screen.getByRole('button', { name: 'Later news' });
    await user.click(later);
    await waitFor(() => expect(line()).toHaveTextContent('The job has finished.'));
    expect(document.activeElement).toBe(later);
  });

  it('does not take the focus from a control the user moved to before the sentence came', async () => {
    renderUi(<Page />);
    // Pressed and moved on at once (a guard tapping the next field), before the line is written.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const next = screen.getByRole('button', { name: 'Fail' });
    next.focus();
    await waitFor(() => expect(line()).toHaveTextContent('Saved.'));
    expect(document.activeElement).toBe(next);
  });

  it('takes the focus a closing dialog hands back to its opener: the opener stays, the sentence is read', async () => {
    function WithOpener() {
      const [status, say] = useStatus();
      const [open, setOpen] = useState(false);
      return (
        <>
          <StatusMessage status={status} />
          <Button onClick={() => setOpen(true)}>Publish</Button>
          {open && (
            <ConfirmStep
              title="Publish?"
              confirmLabel="Publish now"
              fallback="No."
              onClose={() => setOpen(false)}
              onConfirm={async () => {
                say('Published: 120 students were mailed.');
                await new Promise((resolve) => setTimeout(resolve, 10)); // the owner closes it a moment later
                setOpen(false);
              }}
            >
              <p>Every student is mailed.</p>
            </ConfirmStep>
          )}
        </>
      );
    }
    const { user } = renderUi(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(line()).toHaveTextContent('Published: 120 students were mailed.'));
    await waitFor(() => expect(document.activeElement).toBe(line()));
  });

  it('says a refusal in its own colours, the same way', async () => {
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(line()).toHaveTextContent('Could not save.'));
    await waitFor(() => expect(document.activeElement).toBe(line())); // the focus follows in the effect after the text
  });

  it('in its plain form, says each new sentence and takes the focus', async () => {
    const { rerender } = renderUi(<StatusMessage />);
    rerender(
      <UiProvider>
        <StatusMessage>Sent 2 invitations.</StatusMessage>
      </UiProvider>,
    );
    await waitFor(() => expect(line()).toHaveTextContent('Sent 2 invitations.'));
    await waitFor(() => expect(document.activeElement).toBe(line())); // the focus follows in the effect after the text
  });

  it('does not take the focus out of an open dialog', async () => {
    function WithDialog() {
      const [status, say] = useStatus();
      return (
        <>
          <StatusMessage status={status} />
          <ConfirmStep title="Go on?" confirmLabel="Go" fallback="No." onClose={() => {}} onConfirm={async () => say('Elsewhere.')}>
            <p>Something else happens meanwhile.</p>
          </ConfirmStep>
        </>
      );
    }
    const { user } = renderUi(<WithDialog />);
    const go = within(screen.getByRole('dialog')).getByRole('button', { name: 'Go' });
    await user.click(go);
    await waitFor(() => expect(screen.getByText('Elsewhere.')).toBeInTheDocument());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('a refusal on the page', () => {
  it('takes the focus when it appears, so it is read', () => {
    renderUi(<RefusalMessage>The year cannot close while things wait.</RefusalMessage>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The year cannot close while things wait.');
    expect(document.activeElement).toBe(alert.parentElement);
  });
});

describe("a confirmation dialog's refusal", () => {
  it("moves the focus to the server's sentence (the confirm button was disabled while it ran)", async () => {
    const refused = new Error('The network is down.');
    const { user } = renderUi(
      <ConfirmStep title="Retire room 102?" confirmLabel="Retire room" fallback="Could not retire the room." onClose={() => {}} onConfirm={() => Promise.reject(refused)}>
        <p>Room 102 leaves for good.</p>
      </ConfirmStep>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Retire room 102?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire room' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not retire the room.');
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('with a reason left out, moves the focus to the Reason field', async () => {
    const { user } = renderUi(<ReasonDialog title="Reject" description="Why?" confirmLabel="Reject" onClose={() => {}} onConfirm={() => Promise.resolve()} />);
    const dialog = screen.getByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('Give a reason.');
    expect(document.activeElement).toBe(reason);
  });
});
