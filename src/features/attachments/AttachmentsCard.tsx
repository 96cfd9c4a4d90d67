import { Spinner, SpinnerSize, Stack, Text } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { SummaryCard } from '../../ui/SummaryCard';
import { SummaryTypeDropdown } from '../../ui/SummaryTypeDropdown';
import { AttachmentRow } from './AttachmentRow';
import {
  selectAttachmentIds,
  selectAttachmentsError,
  selectAttachmentsList,
  selectAttachmentsProcessing,
  selectAttachmentsSuccess,
  selectAttachmentsSummaryType,
} from './attachmentsSelectors';
import { attachmentsActions } from './attachmentsSlice';

/** Spec §2 "Synthétiser les Pièces Jointes": type, error and success bars, the selected item's files. */
export function AttachmentsCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAttachmentsList);
  const ids = useAppSelector(selectAttachmentIds);
  const summaryType = useAppSelector(selectAttachmentsSummaryType);
  const processing = useAppSelector(selectAttachmentsProcessing);
  const error = useAppSelector(selectAttachmentsError);
  const success = useAppSelector(selectAttachmentsSuccess);
  return (
    <SummaryCard title={t('summaries.attachmentsCardTitle')}>
      <SummaryTypeDropdown
        value={summaryType}
        disabled={processing}
        onChange={(type) => dispatch(attachmentsActions.summaryTypeChanged(type))}
      />
      {error && (
        <UserMessageBar message={error} onDismiss={() => dispatch(attachmentsActions.errorDismissed())} />
      )}
      {success && (
        <UserMessageBar message={success} onDismiss={() => dispatch(attachmentsActions.successDismissed())} />
      )}
      {list === 'loading' && <Spinner size={SpinnerSize.small} label={t('attachments.loading')} />}
      {list === 'loaded' && ids.length === 0 && <Text>{t('attachments.empty')}</Text>}
      {ids.length > 0 && (
        <Stack
          as="ul"
          aria-label={t('attachments.listLabel')}
          tokens={{ childrenGap: 8 }}
          styles={{ root: { margin: 0, padding: 0 } }}
        >
          {ids.map((id) => (
            <AttachmentRow key={id} id={id} />
          ))}
        </Stack>
      )}
    </SummaryCard>
  );
}
