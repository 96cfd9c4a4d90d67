import {
  DefaultButton,
  PrimaryButton,
  Spinner,
  SpinnerSize,
  Stack,
  Text,
  TextField,
  type IDropdownOption,
} from '@fluentui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EngineNotice } from '../../ui/EngineNotice';
import { useFocusWhen } from '../../ui/focus';
import { SelectField } from '../../ui/SelectField';
import { StreamedText } from '../../ui/StreamedText';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { selectTemplate } from './templateSelectors';
import { templateActions } from './templateSlice';
import { TONES, type Tone } from '../../../contract/ai';

/**
 * Spec §2 reply tab: instructions, tone, generate; then the streamed template and what to do with it.
 * The screen places two other features' views: `languageChoice` ("Langue de la réponse") under the tone,
 * `chat` (the refine chat) under a generated template.
 */
export function ReplyTab({ chat, languageChoice }: { chat?: ReactNode; languageChoice?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, additionalInfo, tone, text, engine, action, message } = useAppSelector(selectTemplate);
  const generating = status === 'generating';
  const busy = generating || action !== 'none';
  const toneOptions: IDropdownOption[] = TONES.map((key) => ({ key, text: t(`tones.${key}`) }));
  const generate = () => dispatch(templateActions.generateRequested());
  // When the template is complete, keyboard and screen-reader users land on it.
  const resultRef = useFocusWhen<HTMLDivElement>(status === 'done');
  // Ctrl+Enter generates from the form (ours, beyond the spec).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !busy) {
      event.preventDefault();
      generate();
    }
  };
  return (
    <Stack tokens={{ childrenGap: 10, padding: 12 }}>
      <Text as="h2" variant="mediumPlus">
        {t('reply.title')}
      </Text>
      <TextField
        label={t('reply.additionalInfo')}
        multiline
        autoAdjustHeight
        value={additionalInfo}
        disabled={generating}
        onKeyDown={onKeyDown}
        onChange={(_event, value) => dispatch(templateActions.additionalInfoChanged(value ?? ''))}
      />
      <SelectField
        label={t('reply.tone')}
        options={toneOptions}
        selectedKey={tone}
        disabled={generating}
        onChange={(_event, option) => option && dispatch(templateActions.toneChanged(option.key as Tone))}
      />
      {languageChoice}
      <Stack horizontal tokens={{ childrenGap: 8 }}>
        <PrimaryButton text={t('reply.generate')} disabled={busy} allowDisabledFocus onClick={generate} />
        {generating && (
          <DefaultButton
            text={t('reply.stop')}
            onClick={() => dispatch(templateActions.generationStopped())}
          />
        )}
      </Stack>
      {generating && <Spinner size={SpinnerSize.small} label={t('reply.generating')} />}
      {message && (
        <UserMessageBar message={message} onDismiss={() => dispatch(templateActions.messageDismissed())} />
      )}
      {(text || generating) && (
        <StreamedText
          cursor
          minHeight={80}
          ref={resultRef}
          label={t('reply.templateLabel')}
          text={text}
          streaming={generating}
        />
      )}
      <EngineNotice engine={engine} />
      {status === 'done' && (
        <>
          {chat}
          <Stack horizontal wrap tokens={{ childrenGap: 8 }}>
            <DefaultButton
              text={t('reply.new')}
              disabled={busy}
              onClick={() => dispatch(templateActions.newTemplateClicked())}
            />
            <PrimaryButton
              text={t('reply.insert')}
              disabled={busy}
              allowDisabledFocus
              onClick={() => dispatch(templateActions.insertRequested())}
            />
            <DefaultButton
              text={t('reply.copy')}
              disabled={busy}
              allowDisabledFocus
              onClick={() => dispatch(templateActions.copyRequested())}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
