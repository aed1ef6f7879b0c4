import { reconnectWatcher } from './apollo';

describe('re-reading after a reconnect', () => {
  it('re-reads once after a lost connection comes back', () => {
    const refetch = vi.fn();
    const watcher = reconnectWatcher(refetch);
    watcher.connected();
    expect(refetch).not.toHaveBeenCalled(); // the first connection
    watcher.closed({ code: 1006 }); // the server went away
    watcher.connected();
    watcher.connected();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does not re-read when the socket only closed because no screen needed it', () => {
    // Re-reading here once made a loop: the refetch put the session guard back into loading,
    // which unmounted the screens, which closed the socket, which reopened it…
    const refetch = vi.fn();
    const watcher = reconnectWatcher(refetch);
    watcher.connected();
    watcher.closed({ code: 1000 });
    watcher.connected();
    expect(refetch).not.toHaveBeenCalled();
  });
});
