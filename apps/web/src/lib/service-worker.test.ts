import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_SYNC_TAG, onOutboxSync, requestOutboxSync, type WorkerContainer } from './service-worker';

function fakeContainer(registration?: Partial<ServiceWorkerRegistration> & { sync?: unknown }) {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const container: WorkerContainer = {
    addEventListener: (_type, listener) => listeners.push(listener),
    getRegistration: () => Promise.resolve(registration as ServiceWorkerRegistration | undefined),
  };
  const post = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
  return { container, post, listeners };
}

describe('onOutboxSync', () => {
  it("calls every subscriber on the worker's outbox-sync message, and no other", () => {
    const { container, post, listeners } = fakeContainer();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onOutboxSync(first, container);
    onOutboxSync(second, container);
    expect(listeners).toHaveLength(1);

    post({ type: 'outbox-sync' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    post({ type: 'something-else' });
    post(null);
    stopFirst();
    post({ type: 'outbox-sync' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('subscribes without a service worker and never fires', () => {
    const callback = vi.fn();
    const stop = onOutboxSync(callback, null);
    stop();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('requestOutboxSync', () => {
  it('registers the outbox tag where Background Sync exists', async () => {
    const register = vi.fn(() => Promise.resolve());
    const { container } = fakeContainer({ active: {} as ServiceWorker, sync: { register } });
    await expect(requestOutboxSync(container)).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
  });

  it('resolves false without Background Sync, without an active worker, or when the browser refuses', async () => {
    expect(await requestOutboxSync(null)).toBe(false);
    expect(await requestOutboxSync(fakeContainer(undefined).container)).toBe(false);
    expect(await requestOutboxSync(fakeContainer({ active: {} as ServiceWorker }).container)).toBe(false);
    const register = vi.fn(() => Promise.resolve());
    expect(await requestOutboxSync(fakeContainer({ active: null, sync: { register } }).container)).toBe(false);
    expect(register).not.toHaveBeenCalled();
    const refuse = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    expect(
      await requestOutboxSync(fakeContainer({ active: {} as ServiceWorker, sync: { register: refuse } }).container),
    ).toBe(false);
  });
});
