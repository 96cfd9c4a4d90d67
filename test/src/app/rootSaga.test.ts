import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../src/app/store';
import { authActions } from '../../../src/features/auth/authSlice';
import { createFakeContext } from '../helpers/fakePorts';

let store: AppStore | undefined;
afterEach(() => {
  store?.rootTask.cancel();
  vi.useRealTimers();
});

describe('root saga', () => {
  it('keeps the other concerns running when one fails unexpectedly', async () => {
    const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
    fake.mailHost.onItemChanged = () => {
      throw new Error('no mailbox');
    };
    store = createAppStore(fake.context);
    await vi.waitFor(() =>
      expect(fake.ports.logger.warn).toHaveBeenCalledWith(
        'email saga stopped on an unexpected error',
        'no mailbox',
      ),
    );
    fake.identity.accounts.set('a@b.fr', {
      password: 'pw1234',
      user: { uid: 'ua', email: 'a@b.fr', emailVerified: false, displayName: null },
    });
    store.dispatch(authActions.fieldChanged({ field: 'email', value: 'a@b.fr' }));
    store.dispatch(authActions.fieldChanged({ field: 'password', value: 'pw1234' }));
    store.dispatch(authActions.loginRequested());
    await vi.waitFor(() => expect(store!.getState().auth.status).toBe('signedIn'));
  });
});
