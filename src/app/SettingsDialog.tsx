import { DefaultButton, Dialog, DialogFooter, DialogType, Stack } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from './hooks';
import { AccountPanel } from '../features/auth/AccountPanel';
import { AuthMessage } from '../features/auth/AuthMessage';
import { OutlookPanel } from '../features/outlook/OutlookPanel';
import { PreferencesPanel } from '../features/preferences/PreferencesPanel';
import { EnginePanel } from '../features/shell/EnginePanel';
import { shellActions } from '../features/shell/shellSlice';
import { selectSettingsOpen } from '../features/shell/shellSelectors';

/**
 * Spec §2 settings dialog: Paramètres, 400 px, a close button and a bottom Fermer button; the account,
 * Outlook sync and preferences panels (each shows only when its condition holds), then the AI engine.
 */
export default function SettingsDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSettingsOpen);
  const close = () => dispatch(shellActions.settingsClosed());
  return (
    <Dialog
      hidden={!open}
      onDismiss={close}
      minWidth={400}
      maxWidth={400}
      dialogContentProps={{
        type: DialogType.close,
        title: t('settings.title'),
        closeButtonAriaLabel: t('settings.close'),
      }}
      modalProps={{ isBlocking: false }}
    >
      <AuthMessage />
      <Stack tokens={{ childrenGap: 16 }}>
        <AccountPanel />
        <OutlookPanel />
        <PreferencesPanel />
        <EnginePanel />
      </Stack>
      <DialogFooter>
        <DefaultButton text={t('settings.close')} onClick={close} />
      </DialogFooter>
    </Dialog>
  );
}
