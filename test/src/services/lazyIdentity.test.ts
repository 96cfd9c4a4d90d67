import { describe, expect, it, vi } from 'vitest';
import { createLazyIdentity } from '../../../src/services/lazyIdentity';
import { IdentityError, type AuthUser, type Identity } from '../../../src/services/ports';

const ALICE: AuthUser = { uid: 'u1', email: 'alice@example.com', emailVerified: true, displayName: null };

function realIdentity(): Identity & { listeners: ((user: AuthUser | null) => void)[] } {
  const listeners: ((user: AuthUser | null) => void)[] = [];
  let current: AuthUser | null = null;
  return {
    listeners,
    subscribe: (listener) => {
      listeners.push(listener);
      listener(current);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    signIn: vi.fn(async () => (current = ALICE)),
    signUp: vi.fn(async () => ALICE),
    signOut: vi.fn(async () => {
      current = null;
    }),
    currentUser: () => current,
    getIdToken: vi.fn(async () => (current ? 'token-1' : null)),
  };
}

/** A load the test releases by hand, as a slow network would. */
function deferredLoad() {
  let release!: (identity: Identity) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Identity>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { load: vi.fn(() => promise), release, fail };
}

describe('createLazyIdentity', () => {
  it('starts loading at once and forwards every call to the loaded identity', async () => {
    const real = realIdentity();
    const { load, release } = deferredLoad();
    const identity = createLazyIdentity(load);
    expect(load).toHaveBeenCalledTimes(1);

    const signingIn = identity.signIn('alice@example.com', 'secret1');
    expect(identity.currentUser()).toBeNull();
    release(real);
    await expect(signingIn).resolves.toEqual(ALICE);
    expect(real.signIn).toHaveBeenCalledWith('alice@example.com', 'secret1');
    expect(identity.currentUser()).toEqual(ALICE);
    await expect(identity.getIdToken()).resolves.toBe('token-1');
    await identity.signOut();
    expect(identity.currentUser()).toBeNull();
    await identity.signUp('bob@example.com', 'secret2');
    expect(real.signUp).toHaveBeenCalledWith('bob@example.com', 'secret2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('subscribes once the implementation has loaded, and an early unsubscribe is honoured', async () => {
    const real = realIdentity();
    const { load, release } = deferredLoad();
    const identity = createLazyIdentity(load);
    const heard: (AuthUser | null)[] = [];
    identity.subscribe((user) => heard.push(user));
    const gone = identity.subscribe(() => heard.push(ALICE));
    gone();
    release(real);
    await vi.waitFor(() => expect(heard).toEqual([null]));
    expect(real.listeners).toHaveLength(1);
  });

  it('unsubscribes from the loaded implementation', async () => {
    const real = realIdentity();
    const identity = createLazyIdentity(async () => real);
    const unsubscribe = identity.subscribe(() => undefined);
    await vi.waitFor(() => expect(real.listeners).toHaveLength(1));
    unsubscribe();
    expect(real.listeners).toHaveLength(0);
  });

  it('reports a failed load as a network error and shows nobody signed in', async () => {
    const { load, fail } = deferredLoad();
    const identity = createLazyIdentity(load);
    const listener = vi.fn();
    identity.subscribe(listener);
    fail(new Error('chunk failed'));
    await expect(identity.signIn('a@b.c', 'x')).rejects.toMatchObject({
      code: 'network-request-failed',
      message: 'chunk failed',
    });
    await expect(identity.getIdToken()).rejects.toBeInstanceOf(IdentityError);
    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    expect(identity.currentUser()).toBeNull();
  });

  it('tells subscribers "signed out" at once when no session can have been kept, then the SDK answers', async () => {
    const real = realIdentity();
    const { load, release } = deferredLoad();
    const identity = createLazyIdentity(load, () => true);
    const heard: (AuthUser | null)[] = [];
    identity.subscribe((user) => heard.push(user));
    expect(heard).toEqual([null]);
    release(real);
    await vi.waitFor(() => expect(heard).toEqual([null, null]));
  });

  it('waits for the SDK when a session may have been kept', () => {
    const { load } = deferredLoad();
    const identity = createLazyIdentity(load, () => false);
    const listener = vi.fn();
    identity.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('for a visitor, loads the SDK only once the first screen has painted', async () => {
    const real = realIdentity();
    let painted: () => void = () => undefined;
    const load = vi.fn(async () => real);
    const identity = createLazyIdentity(
      load,
      () => true,
      () => new Promise<void>((resolve) => (painted = resolve)),
    );
    const signingIn = identity.signIn('alice@example.com', 'secret1');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    painted();
    await expect(signingIn).resolves.toEqual(ALICE);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
