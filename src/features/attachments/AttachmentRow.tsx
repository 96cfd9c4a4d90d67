import { DefaultButton, Spinner, SpinnerSize, Stack, Text, useTheme } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EngineNotice } from '../../ui/EngineNotice';
import { StreamedText } from '../../ui/StreamedText';
import { sizeInKb, typeLabel } from './attachmentFile';
import { selectAttachmentById } from './attachmentsSelectors';
import { attachmentsActions } from './attachmentsSlice';

/** One listed attachment: name, size in KB, type, Synthétiser, and its own progress, summary or error. */
export function AttachmentRow({ id }: { id: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { semanticColors } = useTheme();
  const entry = useAppSelector((state) => selectAttachmentById(state, id));
  if (!entry) return null;
  const processing = entry.status === 'processing';
  return (
    <Stack
      as="li"
      tokens={{ childrenGap: 6 }}
      styles={{ root: { listStyle: 'none', borderTop: '1px solid #edebe9', paddingTop: 8 } }}
    >
      <Stack horizontal verticalAlign="center" tokens={{ childrenGap: 8 }}>
        <Stack grow styles={{ root: { minWidth: 0 } }}>
          <Text block nowrap title={entry.name} styles={{ root: { fontWeight: 600 } }}>
            {entry.name}
          </Text>
          <Text variant="small" title={entry.contentType || undefined}>
            {t('attachments.details', { size: sizeInKb(entry.size), type: typeLabel(entry) })}
          </Text>
        </Stack>
        <DefaultButton
          text={t('attachments.synthesize')}
          ariaLabel={t('attachments.synthesizeFile', { file: entry.name })}
          disabled={processing}
          onClick={() => dispatch(attachmentsActions.summarizeRequested({ id }))}
        />
      </Stack>
      {processing && <Spinner size={SpinnerSize.small} label={t('attachments.processing')} />}
      {entry.status === 'failed' && entry.error && (
        <Text variant="small" styles={{ root: { color: semanticColors.errorText } }}>
          {t(entry.error.key, entry.error.params)}
        </Text>
      )}
      {(entry.summary || processing) && (
        <StreamedText
          label={t('attachments.summaryLabel', { file: entry.name })}
          text={entry.summary}
          streaming={processing}
        />
      )}
      <EngineNotice engine={entry.engine} />
    </Stack>
  );
}
