import { describe, expect, it, vi } from 'vitest';
import type { ThreadMessage, ThreadSource } from '../../../../src/services/ports';
import { createLazyThreadSource } from '../../../../src/services/thread/lazyThreadSource';

const MESSAGES = [{ from: 'a@example.com' }] as unknown as ThreadMessage[];

describe('createLazyThreadSource', () => {
  it('loads the implementation once, on the first call, and forwards every call', async () => {
    const real: ThreadSource = { fetchConversation: vi.fn(async () => MESSAGES) };
    const load = vi.fn(async () => real);
    const source = createLazyThreadSource(load);
    expect(load).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    await expect(source.fetchConversation('c1', signal)).resolves.toBe(MESSAGES);
    await source.fetchConversation('c2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.fetchConversation).toHaveBeenCalledWith('c1', signal);
    expect(real.fetchConversation).toHaveBeenCalledWith('c2', undefined);
  });

  it('retries a load that failed instead of keeping the failure', async () => {
    const real: ThreadSource = { fetchConversation: vi.fn(async () => MESSAGES) };
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real);
    const source = createLazyThreadSource(load);
    await expect(source.fetchConversation('c1')).rejects.toThrow('chunk failed');
    await expect(source.fetchConversation('c1')).resolves.toBe(MESSAGES);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
