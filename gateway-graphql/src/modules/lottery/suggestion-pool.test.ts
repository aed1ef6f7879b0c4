import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../core/events.js';
import { SuggestionPools, type Candidate } from './suggestion-pool.js';

describe('suggestion pools', () => {
  it('share one load a moment, per process and gender, and forget when a place changes anywhere', async () => {
    const { bus } = createEventBus();
    const pools = new SuggestionPools(60_000);
    const stop = pools.listen(bus);
    const load = vi.fn(async (): Promise<Candidate[]> => []);
    await Promise.all([pools.get('p', 'Female', load), pools.get('p', 'Female', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await pools.get('p', 'Male', load);
    expect(load).toHaveBeenCalledTimes(2);
    bus.publish('SELECTION_PLACES', { userIds: ['someone'] });
    await vi.waitFor(async () => {
      await pools.get('p', 'Female', load);
      expect(load).toHaveBeenCalledTimes(3);
    });
    stop();
  });

  it('keeps a pool no longer than its time, and never a failed load', async () => {
    const pools = new SuggestionPools(20);
    const failing = vi.fn(async (): Promise<Candidate[]> => Promise.reject(new Error('database away')));
    await expect(pools.get('p', 'Female', failing)).rejects.toThrow('database away');
    const load = vi.fn(async (): Promise<Candidate[]> => []);
    await pools.get('p', 'Female', load);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 30));
    await pools.get('p', 'Female', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
