import { Link, Spinner, Stack, Text } from '@fluentui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions } from './authSlice';
import { selectAuth } from './authSelectors';
import { PlainButton } from '../../ui/PlainButton';
import { LoginForm } from './LoginForm';

// Registration (its country-code dropdown is the heaviest part of the auth screen) loads on demand.
const RegistrationForm = lazy(() =>
  import('./RegistrationForm').then(({ RegistrationForm }) => ({ default: RegistrationForm })),
);

/** Spec §2 account panel: the signed-in view, or the login / registration forms with their toggle. */
export function AccountPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, user, mode, request } = useAppSelector(selectAuth);

  if (status === 'signedIn' && request !== 'registering') {
    return (
      <Stack tokens={{ childrenGap: 8 }}>
        <Text>{t('auth.signedInAs', { email: user?.email ?? '' })}</Text>
        <PlainButton disabled={request !== 'idle'} onClick={() => dispatch(authActions.logoutRequested())}>
          {t('auth.actions.logout')}
        </PlainButton>
      </Stack>
    );
  }
  return (
    <Stack tokens={{ childrenGap: 12 }}>
      {mode === 'login' ? (
        <LoginForm />
      ) : (
        <Suspense fallback={<Spinner label={t('auth.loadingForm')} />}>
          <RegistrationForm />
        </Suspense>
      )}
      <Link
        // A click on the prerendered first screen, before the app took over, is replayed on this link.
        data-replay="auth-mode"
        disabled={request !== 'idle'}
        onClick={() => dispatch(authActions.modeToggled())}
      >
        {mode === 'login' ? t('auth.actions.toRegister') : t('auth.actions.toLogin')}
      </Link>
    </Stack>
  );
}
