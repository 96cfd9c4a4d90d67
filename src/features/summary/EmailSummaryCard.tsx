import { PrimaryButton, Spinner, SpinnerSize } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EngineNotice } from '../../ui/EngineNotice';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { StreamedText } from '../../ui/StreamedText';
import { SummaryCard } from '../../ui/SummaryCard';
import { SummaryTypeDropdown } from '../../ui/SummaryTypeDropdown';
import { selectSummary } from './summarySelectors';
import { summaryActions } from './summarySlice';

/** Spec §2 "Résumer l'Email": summary type, the button, loading, then the streamed summary. */
export function EmailSummaryCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, summaryType, text, engine, error } = useAppSelector(selectSummary);
  const processing = status === 'processing';
  return (
    <SummaryCard title={t('summaries.emailCardTitle')}>
      <SummaryTypeDropdown
        value={summaryType}
        disabled={processing}
        onChange={(type) => dispatch(summaryActions.summaryTypeChanged(type))}
      />
      <PrimaryButton
        text={t('summary.summarize')}
        disabled={processing}
        onClick={() => dispatch(summaryActions.summarizeRequested())}
      />
      {processing && <Spinner size={SpinnerSize.small} label={t('summary.summarizing')} />}
      {error && (
        <UserMessageBar message={error} onDismiss={() => dispatch(summaryActions.errorDismissed())} />
      )}
      {(text || processing) && (
        <StreamedText label={t('summary.resultLabel')} text={text} streaming={processing} />
      )}
      <EngineNotice engine={engine} />
    </SummaryCard>
  );
}
