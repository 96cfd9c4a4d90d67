import { DefaultButton, PrimaryButton, Stack, Text, TextField, type IDropdownOption } from '@fluentui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../ui/SelectField';
import { TONES, type Tone } from '../../../contract/ai';
import { selectCompose } from './composeSelectors';
import { composeActions } from './composeSlice';

/**
 * Spec §2 compose form: optional comment, tone, Corriger / Reformuler (they need text in the item
 * being written) and Générer Réponse (blocked only while busy). The screen places `languageChoice`
 * ("Langue de la réponse", another feature's view) under the tone.
 */
export function ComposeForm({ languageChoice }: { languageChoice?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, comment, tone } = useAppSelector(selectCompose);
  const hasBody = useAppSelector((state) => (state.email.context?.body ?? '').trim() !== '');
  const busy = status === 'processing';
  const toneOptions: IDropdownOption[] = TONES.map((key) => ({ key, text: t(`tones.${key}`) }));
  const generate = () => dispatch(composeActions.operationRequested('generate'));
  // Ctrl+Enter generates from the comment (ours, beyond the spec, like the reply tab).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !busy) {
      event.preventDefault();
      generate();
    }
  };
  return (
    <Stack tokens={{ childrenGap: 10 }}>
      <Text as="h2" variant="mediumPlus">
        {t('compose.formTitle')}
      </Text>
      <TextField
        label={t('compose.comment')}
        placeholder={t('compose.commentPlaceholder')}
        multiline
        autoAdjustHeight
        value={comment}
        disabled={busy}
        onKeyDown={onKeyDown}
        onChange={(_event, value) => dispatch(composeActions.commentChanged(value ?? ''))}
      />
      <SelectField
        label={t('compose.tone')}
        options={toneOptions}
        selectedKey={tone}
        disabled={busy}
        onChange={(_event, option) => option && dispatch(composeActions.toneChanged(option.key as Tone))}
      />
      {languageChoice}
      <Stack horizontal wrap tokens={{ childrenGap: 8 }}>
        <DefaultButton
          text={t('compose.correct')}
          disabled={busy || !hasBody}
          onClick={() => dispatch(composeActions.operationRequested('correct'))}
        />
        <DefaultButton
          text={t('compose.reformulate')}
          disabled={busy || !hasBody}
          onClick={() => dispatch(composeActions.operationRequested('reformulate'))}
        />
        <PrimaryButton text={t('compose.generate')} disabled={busy} onClick={generate} />
      </Stack>
    </Stack>
  );
}
