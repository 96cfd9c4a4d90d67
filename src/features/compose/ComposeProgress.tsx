import { DefaultButton, Spinner, SpinnerSize, Stack } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { composeActions } from './composeSlice';

/** While processing: the loading indicator, the text as it streams in, and Nouveau to cancel. */
export function ComposeProgress() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { operation, text } = useAppSelector((state) => state.compose);
  return (
    <Stack tokens={{ childrenGap: 10 }}>
      <Spinner size={SpinnerSize.small} label={t(`compose.processing.${operation ?? 'generate'}`)} />
      <div
        aria-live="polite"
        aria-busy
        aria-label={t('compose.streamLabel')}
        role="region"
        style={{ whiteSpace: 'pre-wrap', border: '1px solid #e1dfdd', padding: 8, minHeight: 80 }}
      >
        {text}
        <span aria-hidden="true">▍</span>
      </div>
      <Stack horizontal>
        <DefaultButton text={t('compose.new')} onClick={() => dispatch(composeActions.cleared())} />
      </Stack>
    </Stack>
  );
}
