import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { renderWithUi } from './render-with-ui';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Edit room"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<Button>Save</Button>}
      >
        <label htmlFor="room-name">Name</label>
        <input id="room-name" />
      </Dialog>
    </>
  );
}

async function openDialog(onClose = vi.fn()) {
  const user = userEvent.setup();
  renderWithUi(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, onClose, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithUi(<Dialog open={false} title="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in document.body, named by its h2 title, with the actions in it', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Edit room');
    expect(screen.getByRole('heading', { level: 2, name: 'Edit room' })).toBeInTheDocument();
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Save' }));
  });

  it('closes on Escape', async () => {
    const { user, onClose } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside the panel', async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Edit room' }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when a press starts in the panel and ends on the backdrop', async () => {
    const { onClose, dialog } = await openDialog();
    fireEvent.mouseDown(screen.getByLabelText('Name'));
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves focus to the first focusable element and gives it back on close', async () => {
    const { user } = await openDialog();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside the panel', async () => {
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
