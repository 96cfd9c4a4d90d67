import { Stack, Text } from '@fluentui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { EngineName } from '../../ui/EngineNotice';
import { selectBackendEngine } from './shellSelectors';

/** Paramètres: the AI engine the backend runs, as `GET /api/health` last named it. */
export function EnginePanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const engine = useAppSelector(selectBackendEngine);
  return (
    <section aria-labelledby={titleId}>
      <Stack tokens={{ childrenGap: 8 }}>
        <Text id={titleId} as="h2" variant="mediumPlus" styles={{ root: { fontWeight: 600, margin: 0 } }}>
          {t('engine.label')}
        </Text>
        <Text block>
          <EngineName engine={engine} />
        </Text>
      </Stack>
    </section>
  );
}
