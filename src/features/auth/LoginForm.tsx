import { Stack, TextField } from '@fluentui/react';
import { PlainButton } from '../../ui/PlainButton';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions } from './authSlice';
import { selectIsAuthPending } from './authSelectors';
import { useAuthField } from './useAuthField';

export function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectIsAuthPending);
  const email = useAuthField('email');
  const password = useAuthField('password');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(authActions.loginRequested());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.loginFormLabel')}>
      <Stack tokens={{ childrenGap: 8 }}>
        <TextField
          label={t('auth.fields.email')}
          name="email"
          type="email"
          autoComplete="username"
          disabled={pending}
          {...email}
        />
        <TextField
          label={t('auth.fields.password')}
          name="password"
          type="password"
          canRevealPassword
          revealPasswordAriaLabel={t('auth.revealPassword')}
          autoComplete="current-password"
          disabled={pending}
          {...password}
        />
        <PlainButton variant="primary" type="submit" disabled={pending}>
          {t('auth.actions.login')}
        </PlainButton>
      </Stack>
    </form>
  );
}
