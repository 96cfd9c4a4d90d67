import { MessageBarType } from '@fluentui/react';
import { DeferredMessageBar } from './DeferredMessageBar';
import { useTranslation } from 'react-i18next';
import type { UserMessage } from '../shared/userMessage';

const BAR_TYPES: Record<UserMessage['kind'], MessageBarType> = {
  success: MessageBarType.success,
  error: MessageBarType.error,
  warning: MessageBarType.warning,
  info: MessageBarType.info,
};

/** A translated message bar; errors are announced assertively, the rest politely. */
export function UserMessageBar({ message, onDismiss }: { message: UserMessage; onDismiss?: () => void }) {
  const { t } = useTranslation();
  const text = t(message.key, message.params);
  return (
    <DeferredMessageBar
      // Fluent makes a dismissible bar an unnamed landmark region and forwards no aria-label to it: the
      // name is set on its root so two bars on screen stay distinguishable (axe: landmark-unique).
      ref={(root: HTMLDivElement | null) => {
        if (root && onDismiss) root.setAttribute('aria-label', text);
      }}
      messageBarType={BAR_TYPES[message.kind]}
      onDismiss={onDismiss}
      dismissButtonAriaLabel={t('common.dismiss')}
      isMultiline
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {text}
    </DeferredMessageBar>
  );
}
