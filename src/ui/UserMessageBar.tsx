import { MessageBar, MessageBarType } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import type { UserMessage } from '../features/auth/authTypes';

const BAR_TYPES: Record<UserMessage['kind'], MessageBarType> = {
  success: MessageBarType.success,
  error: MessageBarType.error,
  warning: MessageBarType.warning,
  info: MessageBarType.info,
};

/** A translated message bar; errors are announced assertively, the rest politely. */
export function UserMessageBar({ message, onDismiss }: { message: UserMessage; onDismiss?: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar
      messageBarType={BAR_TYPES[message.kind]}
      onDismiss={onDismiss}
      dismissButtonAriaLabel={t('common.dismiss')}
      isMultiline
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {t(message.key, message.params)}
    </MessageBar>
  );
}
