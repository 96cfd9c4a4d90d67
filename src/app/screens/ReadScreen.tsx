import { Pivot, PivotItem, Stack, Text } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { EmailContextPanel } from '../../features/email/EmailContextPanel';
import { ReplyTab } from '../../features/template/ReplyTab';

/** Read screen (spec §2): the email context above the Générer / Synthétiser tabs. */
export default function ReadScreen() {
  const { t } = useTranslation();
  return (
    <Stack>
      <EmailContextPanel />
      <Pivot aria-label={t('read.tabsLabel')}>
        <PivotItem headerText={t('read.tabs.reply')} itemKey="reply">
          <ReplyTab />
        </PivotItem>
        <PivotItem headerText={t('read.tabs.synthesize')} itemKey="synthesize">
          <Stack tokens={{ padding: 12, childrenGap: 8 }}>
            <Text as="h2" variant="mediumPlus">
              {t('summaries.emailCardTitle')}
            </Text>
            <Text as="h2" variant="mediumPlus">
              {t('summaries.attachmentsCardTitle')}
            </Text>
          </Stack>
        </PivotItem>
      </Pivot>
    </Stack>
  );
}
