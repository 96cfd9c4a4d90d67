import { Stack, Text } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { SettingsButton } from '../../features/ui/SettingsButton';
import { ScreenHeader } from '../../ui/ScreenHeader';

/** Compose screen shell (spec §2): the Email Composer header with its settings button. */
export default function ComposeScreen() {
  const { t } = useTranslation();
  return (
    <Stack>
      <ScreenHeader title={t('compose.header')} actions={<SettingsButton />} />
      <Stack tokens={{ padding: 12 }}>
        <Text as="h2" variant="mediumPlus">
          {t('compose.formTitle')}
        </Text>
      </Stack>
    </Stack>
  );
}
