import { DefaultButton, Spinner, SpinnerSize, Stack } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFocusOnMount } from '../../ui/focus';
import { StreamedText } from '../../ui/StreamedText';
import { selectCompose } from './composeSelectors';
import { composeActions } from './composeSlice';

/** While processing: the loading indicator, the text as it streams in, and Nouveau to cancel. */
export function ComposeProgress() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { operation, text } = useAppSelector(selectCompose);
  // The button that started this is now disabled: focus follows the text being written.
  const focusRef = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack tokens={{ childrenGap: 10 }}>
      <Spinner size={SpinnerSize.small} label={t(`compose.processing.${operation ?? 'generate'}`)} />
      <StreamedText
        cursor
        minHeight={80}
        ref={focusRef}
        label={t('compose.streamLabel')}
        text={text}
        streaming
      />
      <Stack horizontal>
        <DefaultButton text={t('compose.new')} onClick={() => dispatch(composeActions.newClicked())} />
      </Stack>
    </Stack>
  );
}
