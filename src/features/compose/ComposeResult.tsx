import { DefaultButton, FontIcon, PrimaryButton, Stack, Text, useTheme } from '@fluentui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EngineNotice } from '../../ui/EngineNotice';
import { useFocusOnMount } from '../../ui/focus';
import { ComposePreview } from './ComposePreview';
import { selectCompose } from './composeSelectors';
import { composeActions } from './composeSlice';

/**
 * Spec §2 result view: the banner naming what was done, its actions, the preview and the chat (`chat`,
 * the refine chat placed by the screen).
 */
export function ComposeResult({ chat }: { chat?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { operation, text, engine, previewShown, action } = useAppSelector(selectCompose);
  const inserting = action === 'inserting';
  const { semanticColors } = useTheme();
  // The form the user acted in has gone: focus lands on the banner naming the result.
  const bannerRef = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack tokens={{ childrenGap: 10 }}>
      <div
        ref={bannerRef}
        tabIndex={-1}
        role="status"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '8px 12px',
          background: semanticColors.successBackground,
          color: semanticColors.messageText,
        }}
      >
        <FontIcon iconName="Completed" aria-hidden="true" />
        <Text as="h2" variant="mediumPlus">
          {t(`compose.results.${operation ?? 'generate'}`)}
        </Text>
      </div>
      <Stack horizontal wrap tokens={{ childrenGap: 8 }}>
        <DefaultButton
          text={t(previewShown ? 'compose.hidePreview' : 'compose.showPreview')}
          aria-expanded={previewShown}
          onClick={() => dispatch(composeActions.previewToggled())}
        />
        <PrimaryButton
          text={t('compose.insert')}
          disabled={inserting || !text.trim()}
          allowDisabledFocus
          onClick={() => dispatch(composeActions.insertRequested())}
        />
        <DefaultButton
          text={t('compose.new')}
          disabled={inserting}
          onClick={() => dispatch(composeActions.newClicked())}
        />
      </Stack>
      {previewShown && <ComposePreview />}
      <EngineNotice engine={engine} />
      {chat}
    </Stack>
  );
}
