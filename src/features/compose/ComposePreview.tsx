import { ChoiceGroup, Stack, Text, type IChoiceGroupOption } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCompose } from './composeSelectors';
import { composeActions, type PreviewMode } from './composeSlice';
import { formattedParagraphs } from './formatPreview';

const boxStyle = { border: '1px solid #e1dfdd', padding: 8, whiteSpace: 'pre-wrap' } as const;

/** Spec §2 preview panel: the result as raw text, or formatted (escape sequences converted). */
export function ComposePreview() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { text, previewMode } = useAppSelector(selectCompose);
  const options: IChoiceGroupOption[] = [
    { key: 'formatted', text: t('compose.preview.formatted') },
    { key: 'raw', text: t('compose.preview.raw') },
  ];
  return (
    <Stack tokens={{ childrenGap: 8 }} role="region" aria-label={t('compose.preview.title')}>
      <Text as="h3" variant="mediumPlus">
        {t('compose.preview.title')}
      </Text>
      <ChoiceGroup
        label={t('compose.preview.mode')}
        options={options}
        selectedKey={previewMode}
        styles={{ flexContainer: { display: 'flex', gap: 16 } }}
        onChange={(_event, option) =>
          option && dispatch(composeActions.previewModeChanged(option.key as PreviewMode))
        }
      />
      {previewMode === 'raw' ? (
        <div data-testid="compose-preview" style={boxStyle}>
          {text}
        </div>
      ) : (
        <div data-testid="compose-preview" style={boxStyle}>
          {formattedParagraphs(text).map((paragraph, index) => (
            <p key={index} style={{ margin: '0 0 8px' }}>
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </Stack>
  );
}
