import { Text, useTheme } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { localModelOf, PREVIEW_ENGINE } from '../../contract/health';

export interface EngineNoticeProps {
  /** The engine that wrote the text next to this notice (its done event's); null when unsaid. */
  engine: string | null;
}

/**
 * Says, next to an AI result, that the local preview engine wrote it rather than a model, with a short
 * "Connecter un modèle" explanation folded under it. Nothing for a model's text or an unknown engine.
 */
export function EngineNotice({ engine }: EngineNoticeProps) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const localModel = localModelOf(engine);
  if (localModel !== null) {
    return (
      <Text variant="small" block style={{ color: palette.neutralSecondary }}>
        {t('engine.local', { model: localModel })}
      </Text>
    );
  }
  if (engine !== PREVIEW_ENGINE) return null;
  return (
    <div style={{ color: palette.neutralSecondary }}>
      <Text variant="small" block style={{ color: 'inherit' }}>
        {t('engine.previewNotice')}
      </Text>
      <details>
        <summary style={{ cursor: 'pointer', color: palette.themePrimary }}>
          <Text variant="small" style={{ color: 'inherit' }}>
            {t('engine.connect')}
          </Text>
        </summary>
        <Text variant="small" block style={{ color: 'inherit' }}>
          {t('engine.connectHelp')}
        </Text>
      </details>
    </div>
  );
}

/** The engine's name for people: the preview engine in words, a model as the backend names it. */
export function EngineName({ engine }: { engine: string | null }) {
  const { t } = useTranslation();
  if (engine === null) return <>{t('engine.unknown')}</>;
  const localModel = localModelOf(engine);
  if (localModel !== null) return <>{t('engine.local', { model: localModel })}</>;
  return <>{engine === PREVIEW_ENGINE ? t('engine.preview') : engine}</>;
}
