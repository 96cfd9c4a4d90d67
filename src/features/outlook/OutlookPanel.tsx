import {
  DefaultButton,
  MessageBar,
  MessageBarType,
  PrimaryButton,
  Spinner,
  Stack,
  Text,
} from '@fluentui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatLastSync } from './lastSyncFormat';
import { selectOutlook, selectOutlookStatus, selectShowOutlookPanel } from './outlookSelectors';
import { outlookActions } from './outlookSlice';

/** The red "Erreur de connexion" bar of spec §2, holding one of the §8 Outlook connection messages. */
function ConnectionError() {
  const { t } = useTranslation();
  const error = useAppSelector((state) => state.outlook.error);
  if (!error) return null;
  return (
    <MessageBar messageBarType={MessageBarType.error} isMultiline role="alert">
      <Text block styles={{ root: { fontWeight: 600 } }}>
        {t('outlook.errorTitle')}
      </Text>
      <Text block>{t(error.key, error.params)}</Text>
    </MessageBar>
  );
}

function Connected() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, lastSync } = useAppSelector(selectOutlook);
  const busy = status !== 'connected';
  return (
    <>
      <MessageBar messageBarType={MessageBarType.success} isMultiline role="status">
        <Text block>{t('outlook.connected')}</Text>
        <Text block>
          {lastSync ? t('outlook.lastSync', { date: formatLastSync(lastSync) }) : t('outlook.neverSynced')}
        </Text>
      </MessageBar>
      {status === 'syncing' && <Spinner label={t('outlook.syncing')} labelPosition="right" />}
      {status === 'disconnecting' && <Spinner label={t('outlook.disconnecting')} labelPosition="right" />}
      <Stack horizontal wrap tokens={{ childrenGap: 8 }}>
        <PrimaryButton
          text={t('outlook.actions.sync')}
          disabled={busy}
          onClick={() => dispatch(outlookActions.syncRequested())}
        />
        <DefaultButton
          text={t('outlook.actions.refresh')}
          disabled={busy}
          onClick={() => dispatch(outlookActions.checkRequested())}
        />
        <DefaultButton
          text={t('outlook.actions.disconnect')}
          disabled={busy}
          onClick={() => dispatch(outlookActions.disconnectRequested())}
        />
      </Stack>
    </>
  );
}

function NotConnected() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectOutlookStatus);
  const connecting = status === 'connecting';
  return (
    <>
      {status === 'notConnected' || connecting ? (
        <MessageBar messageBarType={MessageBarType.warning} isMultiline>
          {t('outlook.notConnected')}
        </MessageBar>
      ) : null}
      {connecting && <Spinner label={t('outlook.connecting')} labelPosition="right" />}
      <Stack horizontal wrap tokens={{ childrenGap: 8 }}>
        <PrimaryButton
          text={t('outlook.actions.connect')}
          disabled={connecting}
          onClick={() => dispatch(outlookActions.connectRequested())}
        />
        {status === 'error' && (
          <DefaultButton
            text={t('outlook.actions.refresh')}
            onClick={() => dispatch(outlookActions.checkRequested())}
          />
        )}
      </Stack>
    </>
  );
}

/**
 * Spec §2 Outlook sync panel, only for a signed-in user with an email: checking; connected (success bar
 * with the last sync, Synchroniser / Actualiser / Déconnecter); not connected (warning, Connecter
 * Outlook); errors in the red "Erreur de connexion" bar.
 */
export function OutlookPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = useAppSelector(selectShowOutlookPanel);
  const status = useAppSelector(selectOutlookStatus);
  if (!shown) return null;
  const checking = status === 'idle' || status === 'checking';
  const connected = status === 'connected' || status === 'syncing' || status === 'disconnecting';
  return (
    <section aria-labelledby={titleId}>
      <Stack tokens={{ childrenGap: 8 }}>
        <Text id={titleId} as="h2" variant="mediumPlus" styles={{ root: { fontWeight: 600, margin: 0 } }}>
          {t('outlook.title')}
        </Text>
        <ConnectionError />
        {checking ? <Spinner label={t('outlook.checking')} labelPosition="right" /> : null}
        {connected ? <Connected /> : null}
        {!checking && !connected ? <NotConnected /> : null}
      </Stack>
    </section>
  );
}
