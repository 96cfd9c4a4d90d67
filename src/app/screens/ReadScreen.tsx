import { Pivot, PivotItem, Spinner, SpinnerSize, Stack } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { RefineChat } from '../../features/chat/RefineChat';
import { EmailContextPanel } from '../../features/email/EmailContextPanel';
import { SettingsButton } from '../../features/shell/SettingsButton';
import { LanguageChoice } from '../../features/language/LanguageChoice';
import { ReplyTab } from '../../features/template/ReplyTab';
import { selectTemplateGenerating } from '../../features/template/templateSelectors';
import { useAppSelector } from '../hooks';
import { ChunkBoundary } from '../chunks/ChunkBoundary';
import { lazyChunk } from '../chunks/lazyChunk';

// The Synthétiser tab loads when first opened (120 s time-out, retry): the read screen's chunk stays small.
const SynthesizeTab = lazyChunk(() => import('./SynthesizeTab'));

/** Read screen (spec §2): the email context above the Générer / Synthétiser tabs. */
export default function ReadScreen() {
  const { t } = useTranslation();
  const generating = useAppSelector(selectTemplateGenerating);
  return (
    <Stack>
      <EmailContextPanel settings={<SettingsButton />} />
      <Pivot aria-label={t('read.tabsLabel')}>
        <PivotItem headerText={t('read.tabs.reply')} itemKey="reply">
          <ReplyTab
            chat={<RefineChat />}
            languageChoice={<LanguageChoice kind="reply" disabled={generating} />}
          />
        </PivotItem>
        <PivotItem headerText={t('read.tabs.synthesize')} itemKey="synthesize">
          <ChunkBoundary fallback={<Spinner size={SpinnerSize.medium} label={t('summaries.loading')} />}>
            <SynthesizeTab />
          </ChunkBoundary>
        </PivotItem>
      </Pivot>
    </Stack>
  );
}
