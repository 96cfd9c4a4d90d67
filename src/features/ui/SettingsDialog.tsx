import { DefaultButton, Dialog, DialogFooter, DialogType, Stack } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AccountPanel } from '../auth/AccountPanel';
import { AuthMessage } from '../auth/AuthMessage';
import { OutlookPanel } from '../outlook/OutlookPanel';
import { PreferencesPanel } from '../preferences/PreferencesPanel';
import { uiActions } from './uiSlice';
import { selectSettingsOpen } from './uiSelectors';

/**
 * Spec §2 settings dialog: Paramètres, 400 px, a close button and a bottom Fermer button; the account,
 * Outlook sync and preferences panels (each shows only when its condition holds).
 */
export default function SettingsDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSettingsOpen);
  const close = () => dispatch(uiActions.settingsClosed());
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
      </Stack>
      <DialogFooter>
        <DefaultButton text={t('settings.close')} onClick={close} />
      </DialogFooter>
    </Dialog>
  );
}
