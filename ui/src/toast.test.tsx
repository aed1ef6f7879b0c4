import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithUi } from './render-with-ui';
import type { ToastOptions } from './toast-context';
import { DEFAULT_TOAST_MS } from './toast-provider';
import { UiProvider } from './ui-provider';
import { useToast } from './use-toast';

function Trigger({ toast }: { toast: ToastOptions }) {
  const { show } = useToast();
  return <button onClick={() => show(toast)}>Notify</button>;
}

function showToast(toast: ToastOptions) {
  renderWithUi(<Trigger toast={toast} />);
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the title and the message as a status', () => {
    showToast({ title: 'Booking saved', message: 'Room B-204, from 1 September', tone: 'success' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Booking saved');
    expect(toast).toHaveTextContent('Room B-204, from 1 September');
  });

  it('disappears after 3 seconds by default', () => {
    expect(DEFAULT_TOAST_MS).toBe(3000);
    showToast({ title: 'Saved' });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    showToast({ title: 'Quick', durationMs: 500 });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('Quick')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('stacks several toasts, each leaving on its own time', () => {
    renderWithUi(
      <>
        <Trigger toast={{ title: 'First' }} />
        <Trigger toast={{ title: 'Second', durationMs: 5000 }} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Notify' });
    if (!first || !second) throw new Error('expected two triggers');
    fireEvent.click(first);
    fireEvent.click(second);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('can be dismissed early with its close button', () => {
    showToast({ title: 'Saved' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('announces errors as alerts', () => {
    showToast({ title: 'Could not save', tone: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('useToast', () => {
  it('throws a clear error outside a provider', () => {
    // React reports the render error to the console before rethrowing it; keep the run quiet.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => renderHook(() => useToast())).toThrow(/inside <ToastProvider>/);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('returns the same api on every render, so it is safe in effect dependencies', () => {
    const { result, rerender } = renderHook(() => useToast(), { wrapper: UiProvider });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
