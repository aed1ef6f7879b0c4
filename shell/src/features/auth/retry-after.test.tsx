import { act, renderHook } from '@testing-library/react';
import { operationError } from 'web-kit/testing';
import { useRetryWhenBusy } from './retry-after';

const busy = (retryAfter: number) =>
  operationError([{ message: 'Many people are using DormSpace right now. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter } }]);

/** A call that fails with `failures` in turn, then answers 'in'; counts its tries. */
function callFailing(...failures: Error[]) {
  const call = vi.fn(async () => {
    const failure = failures[call.mock.calls.length - 1];
    if (failure) throw failure;
    return 'in';
  });
  return call;
}

describe('sending a call again when the server is too busy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after each Retry-After, not sooner, and answers with what the last try got', async () => {
    const { result } = renderHook(() => useRetryWhenBusy());
    const call = callFailing(busy(2), busy(1));
    let answer: Promise<string> | undefined;
    await act(async () => void (answer = result.current.send(call)));
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.waiting).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(call).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(call).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(call).toHaveBeenCalledTimes(3);
    await expect(answer).resolves.toBe('in');
    expect(result.current.waiting).toBe(false);
  });

  it('gives up after five tries more, with the refusal as the answer', async () => {
    const { result } = renderHook(() => useRetryWhenBusy());
    const call = callFailing(...Array.from({ length: 10 }, () => busy(1)));
    let answer: Promise<string> | undefined;
    await act(async () => void (answer = result.current.send(call)));
    const settled = expect(answer).rejects.toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await settled;
    expect(call).toHaveBeenCalledTimes(6);
    expect(result.current.waiting).toBe(false);
  });

  it('waits no more than two minutes in all, and answers other failures at once', async () => {
    const { result } = renderHook(() => useRetryWhenBusy());
    const long = callFailing(busy(60), busy(60), busy(60));
    let answer: Promise<string> | undefined;
    await act(async () => void (answer = result.current.send(long)));
    const settled = expect(answer).rejects.toMatchObject({ errors: [{ extensions: { retryAfter: 60 } }] });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    await settled;
    expect(long).toHaveBeenCalledTimes(3); // a third wait of 60 s would pass the two minutes

    const wrong = callFailing(operationError([{ message: 'Invalid email or password.' }]));
    await act(() => expect(result.current.send(wrong)).rejects.toThrow('Invalid email or password.'));
    expect(wrong).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the student leaves the screen', async () => {
    const { result, unmount } = renderHook(() => useRetryWhenBusy());
    const call = callFailing(busy(5));
    let answer: Promise<string> | undefined;
    await act(async () => void (answer = result.current.send(call)));
    const settled = expect(answer).rejects.toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    unmount();
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
