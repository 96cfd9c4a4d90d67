import { DefaultButton, FontIcon, PrimaryButton, Stack, Text } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RefineChat } from '../chat/RefineChat';
import { ComposePreview } from './ComposePreview';
import { composeActions } from './composeSlice';

/** Spec §2 result view: the banner naming what was done, its actions, the preview and the chat. */
export function ComposeResult() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { operation, text, previewShown, action } = useAppSelector((state) => state.compose);
  const inserting = action === 'inserting';
  return (
    <Stack tokens={{ childrenGap: 10 }}>
      <Stack
        horizontal
        verticalAlign="center"
        tokens={{ childrenGap: 8 }}
        role="status"
        styles={{ root: { background: '#dff6dd', padding: '8px 12px' } }}
      >
        <FontIcon iconName="Completed" aria-hidden="true" />
        <Text as="h2" variant="mediumPlus">
          {t(`compose.results.${operation ?? 'generate'}`)}
        </Text>
      </Stack>
      <Stack horizontal wrap tokens={{ childrenGap: 8 }}>
        <DefaultButton
          text={t(previewShown ? 'compose.hidePreview' : 'compose.showPreview')}
          aria-expanded={previewShown}
          onClick={() => dispatch(composeActions.previewToggled())}
        />
        <PrimaryButton
          text={t('compose.insert')}
          disabled={inserting || !text.trim()}
          onClick={() => dispatch(composeActions.insertRequested())}
        />
        <DefaultButton
          text={t('compose.new')}
          disabled={inserting}
          onClick={() => dispatch(composeActions.cleared())}
        />
      </Stack>
      {previewShown && <ComposePreview />}
      <RefineChat />
    </Stack>
  );
}
