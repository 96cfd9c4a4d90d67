import { Stack } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { ComposeForm } from '../../features/compose/ComposeForm';
import { ComposeMessages } from '../../features/compose/ComposeMessages';
import { ComposeProgress } from '../../features/compose/ComposeProgress';
import { RefineChat } from '../../features/chat/RefineChat';
import { ComposeResult } from '../../features/compose/ComposeResult';
import { LanguageChoice } from '../../features/language/LanguageChoice';
import { selectComposeStatus } from '../../features/compose/composeSelectors';
import { SettingsButton } from '../../features/shell/SettingsButton';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useAppSelector } from '../hooks';

/** Compose screen (spec §2): the form (with progress while processing), else the result view. */
export default function ComposeScreen() {
  const { t } = useTranslation();
  const status = useAppSelector(selectComposeStatus);
  return (
    <Stack>
      <ScreenHeader title={t('compose.header')} actions={<SettingsButton />} />
      <Stack tokens={{ childrenGap: 10, padding: 12 }}>
        <ComposeMessages />
        {status === 'done' ? (
          <ComposeResult chat={<RefineChat />} />
        ) : (
          <>
            <ComposeForm
              languageChoice={<LanguageChoice kind="reply" disabled={status === 'processing'} />}
            />
            {status === 'processing' && <ComposeProgress />}
          </>
        )}
      </Stack>
    </Stack>
  );
}
