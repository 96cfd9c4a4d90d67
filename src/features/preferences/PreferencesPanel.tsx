import {
  DefaultButton,
  Dropdown,
  MessageBar,
  MessageBarType,
  PrimaryButton,
  Spinner,
  Stack,
  Text,
  TextField,
  Toggle,
  type IDropdownOption,
} from '@fluentui/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { selectPreferences, selectShowPreferencesPanel } from './preferencesSelectors';
import { preferencesActions } from './preferencesSlice';
import { PREFERENCE_TOGGLES } from './preferencesTypes';
import { isPreferenceLanguage, PREFERENCE_LANGUAGES } from '../../../contract/preferences';

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} as="h2" variant="mediumPlus" styles={{ root: { fontWeight: 600, margin: 0 } }}>
      {children}
    </Text>
  );
}

/** The five offered languages, plus a stored one this version does not offer, so the form shows it. */
function useLanguageOptions(current: string): IDropdownOption[] {
  const { t } = useTranslation();
  const options: IDropdownOption[] = PREFERENCE_LANGUAGES.map((code) => ({
    key: code,
    text: t(`preferences.languages.${code}`),
  }));
  if (!isPreferenceLanguage(current))
    options.push({ key: current, text: t('preferences.languages.unknown', { code: current }) });
  return options;
}

function Messages() {
  const { t } = useTranslation();
  const { notices, message, validationErrors } = useAppSelector(selectPreferences);
  return (
    <>
      {notices.map((notice) => (
        <UserMessageBar key={notice.key} message={notice} />
      ))}
      {validationErrors.length > 0 && (
        <MessageBar messageBarType={MessageBarType.error} isMultiline role="alert">
          {validationErrors.map((key) => t(key)).join(', ')}
        </MessageBar>
      )}
      {message && <UserMessageBar message={message} />}
    </>
  );
}

/**
 * Spec §2 preferences panel, only when signed in: Profil (email read-only, full name, phone) and
 * Préférences (language, four toggles), Réinitialiser and Enregistrer, and a close button when the
 * host gives `onClose`.
 */
export function PreferencesPanel({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const profileTitle = useId();
  const preferencesTitle = useId();
  const shown = useAppSelector(selectShowPreferencesPanel);
  const { status, draft, dirty } = useAppSelector(selectPreferences);
  const languageOptions = useLanguageOptions(draft.preferences.language);
  if (!shown) return null;

  const editable = status === 'ready';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(preferencesActions.saveRequested());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('preferences.preferencesTitle')}>
      <Stack tokens={{ childrenGap: 8 }}>
        <Messages />
        {status === 'idle' || status === 'loading' ? (
          <Spinner label={t('preferences.loading')} labelPosition="right" />
        ) : null}
        <section aria-labelledby={profileTitle}>
          <Stack tokens={{ childrenGap: 8 }}>
            <SectionTitle id={profileTitle}>{t('preferences.profileTitle')}</SectionTitle>
            <TextField
              label={t('preferences.fields.email')}
              type="email"
              value={draft.profile.email}
              readOnly
            />
            <TextField
              label={t('preferences.fields.name')}
              autoComplete="name"
              value={draft.profile.name}
              disabled={!editable}
              onChange={(_event, value) =>
                dispatch(preferencesActions.profileFieldChanged({ field: 'name', value: value ?? '' }))
              }
            />
            <TextField
              label={t('preferences.fields.phone')}
              type="tel"
              autoComplete="tel"
              value={draft.profile.phone}
              disabled={!editable}
              onChange={(_event, value) =>
                dispatch(preferencesActions.profileFieldChanged({ field: 'phone', value: value ?? '' }))
              }
            />
          </Stack>
        </section>
        <section aria-labelledby={preferencesTitle}>
          <Stack tokens={{ childrenGap: 8 }}>
            <SectionTitle id={preferencesTitle}>{t('preferences.preferencesTitle')}</SectionTitle>
            <Dropdown
              label={t('preferences.fields.language')}
              options={languageOptions}
              selectedKey={draft.preferences.language}
              disabled={!editable}
              onChange={(_event, option) =>
                option && dispatch(preferencesActions.languageChanged(String(option.key)))
              }
            />
            {PREFERENCE_TOGGLES.map((toggle) => (
              <Toggle
                key={toggle}
                label={t(`preferences.toggles.${toggle}`)}
                inlineLabel
                checked={draft.preferences[toggle]}
                disabled={!editable}
                onChange={(_event, checked) =>
                  dispatch(preferencesActions.toggleChanged({ toggle, value: Boolean(checked) }))
                }
              />
            ))}
          </Stack>
        </section>
        {status === 'saving' && <Spinner label={t('preferences.saving')} labelPosition="right" />}
        <Stack horizontal wrap tokens={{ childrenGap: 8 }}>
          <DefaultButton
            text={t('preferences.actions.reset')}
            disabled={!editable || !dirty}
            onClick={() => dispatch(preferencesActions.resetRequested())}
          />
          <PrimaryButton type="submit" text={t('preferences.actions.save')} disabled={!editable} />
          {onClose && <DefaultButton text={t('preferences.actions.close')} onClick={onClose} />}
        </Stack>
      </Stack>
    </form>
  );
}
