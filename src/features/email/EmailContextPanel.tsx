import { DefaultButton, IconButton, MessageBar, MessageBarType, Spinner, Stack, Text } from '@fluentui/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { shellActions } from '../shell/shellSlice';
import { selectContextExpanded } from '../shell/shellSelectors';
import { emailActions } from './emailSlice';
import { selectEmail, selectEmailContext } from './emailSelectors';

/** Spec §2 preview box: 200 px high; Voir plus scrolls it by 100 px. */
const PREVIEW_HEIGHT_PX = 200;
const SEE_MORE_SCROLL_PX = 100;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack>
      <Text variant="small" styles={{ root: { fontWeight: 600 } }}>
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

function EmailDetails() {
  const { t } = useTranslation();
  const context = useAppSelector(selectEmailContext);
  const preview = useRef<HTMLDivElement>(null);
  if (!context) return null;
  return (
    <Stack tokens={{ childrenGap: 8, padding: '0 12px 12px' }}>
      <Field label={t('email.subject')} value={context.subject || t('email.noSubject')} />
      <Field label={t('email.from')} value={context.from || t('email.unknownSender')} />
      <Text variant="small" styles={{ root: { fontWeight: 600 } }}>
        {t('email.preview')}
      </Text>
      <div
        ref={preview}
        tabIndex={0}
        role="region"
        aria-label={t('email.preview')}
        style={{
          height: PREVIEW_HEIGHT_PX,
          overflowY: 'auto',
          whiteSpace: 'pre-wrap',
          border: '1px solid #e1dfdd',
          padding: 8,
        }}
      >
        {context.body}
      </div>
      <DefaultButton
        text={t('email.seeMore')}
        onClick={() => preview.current?.scrollBy({ top: SEE_MORE_SCROLL_PX, behavior: 'smooth' })}
      />
    </Stack>
  );
}

/**
 * Spec §2 "Contexte de l'Email": the open email above the read screen's tabs. `settings` is the shell's
 * settings button, placed by the screen in the header's actions.
 */
export function EmailContextPanel({ settings }: { settings?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, error, warning } = useAppSelector(selectEmail);
  const expanded = useAppSelector(selectContextExpanded);
  const toggleLabel = expanded ? t('email.hide') : t('email.show');
  return (
    <Stack>
      <ScreenHeader
        title={t('read.contextTitle')}
        actions={
          <>
            <IconButton
              iconProps={{ iconName: expanded ? 'ChevronUp' : 'ChevronDown' }}
              title={toggleLabel}
              ariaLabel={toggleLabel}
              aria-expanded={expanded}
              onClick={() => dispatch(shellActions.contextToggled())}
            />
            {settings}
          </>
        }
      />
      {warning && <UserMessageBar message={warning} />}
      {expanded && status === 'loading' && <Spinner label={t('email.loading')} />}
      {expanded && status === 'loaded' && <EmailDetails />}
      {expanded && (status === 'error' || status === 'idle') && (
        <Stack tokens={{ childrenGap: 8, padding: '0 12px 12px' }} horizontalAlign="start">
          {error && <UserMessageBar message={error} />}
          <MessageBar messageBarType={MessageBarType.info}>{t('email.empty')}</MessageBar>
          <DefaultButton text={t('email.refresh')} onClick={() => dispatch(emailActions.loadRequested())} />
        </Stack>
      )}
    </Stack>
  );
}
