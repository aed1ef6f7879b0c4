import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithUi } from './render-with-ui';

function setup() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithUi(
    <ConfirmDialog
      open
      title="Cancel booking?"
      message="Room B-204 will be released."
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmVariant="danger"
    />,
  );
  return { user: userEvent.setup(), onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the title and the message, with No before Yes', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Cancel booking?' })).toHaveTextContent('Room B-204 will be released.');
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['No', 'Yes']);
  });

  it('calls onConfirm for Yes and onCancel for No', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('calls onCancel on Escape and on a click outside', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);

    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await user.click(backdrop);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses the given labels', () => {
    renderWithUi(
      <ConfirmDialog
        open
        title="Delete?"
        message="Gone for good."
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  });
});
