import type { IDropdownOption } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../contract/language';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { languageName } from '../../lib/languageName';
import { SelectField } from '../../ui/SelectField';
import { selectEmailReplyLanguage, selectInterfaceLanguage, selectLanguage } from './languageSelectors';
import { languageActions } from './languageSlice';

export interface LanguageChoiceProps {
  /** reply: the reply tab and the compose form; summary: the Synthétiser tab. */
  kind: 'reply' | 'summary';
  disabled?: boolean;
}

/**
 * "Langue de la réponse" / "Langue de la synthèse" (issue #14): the default first, naming the language it
 * stands for ("Langue de l'email (français)"), then the ten languages, named in the interface language.
 */
export function LanguageChoice({ kind, disabled = false }: LanguageChoiceProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { replyChoice, summaryChoice } = useAppSelector(selectLanguage);
  const emailLanguage = useAppSelector(selectEmailReplyLanguage);
  const interfaceLanguage = useAppSelector(selectInterfaceLanguage);
  // Names follow the catalog actually shown, which may lag the state by a catalog load.
  const shownIn = i18n.language;
  const detected = emailLanguage.source !== 'preference' && emailLanguage.source !== 'interface';
  const defaultOption: IDropdownOption =
    kind === 'reply'
      ? {
          key: 'email',
          text: t(detected ? 'language.ofEmail' : 'language.ofEmailUnsure', {
            language: languageName(emailLanguage.language, shownIn),
          }),
        }
      : {
          key: 'interface',
          text: t('language.ofInterface', { language: languageName(interfaceLanguage, shownIn) }),
        };
  const options: IDropdownOption[] = [
    defaultOption,
    ...LANGUAGES.map((code) => ({ key: code, text: languageName(code, shownIn, true) })),
  ];
  return (
    <SelectField
      label={t(kind === 'reply' ? 'language.replyLabel' : 'language.summaryLabel')}
      options={options}
      selectedKey={kind === 'reply' ? replyChoice : summaryChoice}
      disabled={disabled}
      onChange={(_event, option) => {
        if (!option) return;
        const key = String(option.key);
        dispatch(
          kind === 'reply'
            ? languageActions.replyChoiceChanged(key)
            : languageActions.summaryChoiceChanged(key),
        );
      }}
    />
  );
}
