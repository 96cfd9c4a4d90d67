import { MessageBarType } from '@fluentui/react';
import { DeferredMessageBar } from '../../ui/DeferredMessageBar';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectBackendHealth } from './shellSelectors';

/** Spec §1: the preview-mode banner follows GET /api/health. Nothing shows before the first answer. */
export function PreviewBanner() {
  const { t } = useTranslation();
  const health = useAppSelector(selectBackendHealth);
  if (health === 'unknown') return null;
  const connected = health === 'connected';
  return (
    <DeferredMessageBar
      messageBarType={connected ? MessageBarType.info : MessageBarType.severeWarning}
      role="status"
    >
      {t(connected ? 'banner.connected' : 'banner.disconnected')}
    </DeferredMessageBar>
  );
}
