import { Spinner, SpinnerSize, Stack, Text } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from './authSelectors';
import { AccountPanel } from './AccountPanel';
import { AuthMessage } from './AuthMessage';

/** What a signed-out visitor sees, and all they see (spec §1). */
export function AuthScreen() {
  const { t } = useTranslation();
  const status = useAppSelector(selectAuthStatus);
  if (status === 'loading') return <Spinner size={SpinnerSize.large} label={t('auth.loading')} />;
  return (
    <Stack tokens={{ childrenGap: 12, padding: 16 }}>
      <Text as="h1" variant="xLarge">
        {t('app.name')}
      </Text>
      <Text>{t('auth.intro')}</Text>
      <AuthMessage />
      <AccountPanel />
    </Stack>
  );
}
