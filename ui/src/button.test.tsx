import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { renderWithUi } from './render-with-ui';

describe('Button', () => {
  it('is type="button" by default, so it does not submit forms', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Preview</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards native props and clicks', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button variant="danger" size="sm" aria-label="Delete room" onClick={onClick}>
        ×
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete room' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled while loading, keeps its text and shows a spinner', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and shows no spinner when not loading', () => {
    renderWithUi(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
