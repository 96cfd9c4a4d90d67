import { PrimaryButton, Spinner, SpinnerSize, Stack, Text, TextField, useTheme } from '@fluentui/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { selectChat } from './chatSelectors';
import { chatActions } from './chatSlice';

const timeFormat = (language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });

/** Spec §2 refine chat: messages with time stamps, Enter sends, Shift+Enter adds a line. */
export function RefineChat() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, messages, input, error } = useAppSelector(selectChat);
  const { palette } = useTheme();
  if (status === 'closed') return null;
  const busy = status === 'sending';
  const canSend = !busy && input.trim() !== '';
  const send = () => {
    if (canSend) dispatch(chatActions.sendRequested(input));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };
  const format = timeFormat(i18n.language);
  return (
    <Stack tokens={{ childrenGap: 8 }} aria-label={t('chat.title')} role="group">
      <Text as="h3" variant="mediumPlus">
        {t('chat.title')}
      </Text>
      <Stack tokens={{ childrenGap: 6 }} role="log" aria-live="polite">
        {messages.map((message) => (
          <Stack
            key={message.id}
            styles={{
              root: {
                alignSelf: message.role === 'user' ? 'flex-end' : 'flex-start',
                maxWidth: '90%',
                padding: 8,
                borderRadius: 4,
                background: message.role === 'user' ? palette.themeLighter : palette.neutralLighter,
                color: palette.neutralPrimary,
                whiteSpace: 'pre-wrap',
              },
            }}
          >
            <Text variant="small">
              {t(message.role === 'user' ? 'chat.you' : 'chat.assistant')} ·{' '}
              <time dateTime={new Date(message.timestamp).toISOString()}>
                {format.format(message.timestamp)}
              </time>
            </Text>
            {message.unchanged ? (
              <Text style={{ fontStyle: 'italic' }}>{t('chat.unchanged')}</Text>
            ) : (
              <Text>{message.content}</Text>
            )}
          </Stack>
        ))}
      </Stack>
      {busy && <Spinner size={SpinnerSize.small} label={t('chat.busy')} />}
      {error && <UserMessageBar message={error} onDismiss={() => dispatch(chatActions.errorDismissed())} />}
      <TextField
        multiline
        autoAdjustHeight
        label={t('chat.inputLabel')}
        placeholder={t('chat.placeholder')}
        value={input}
        onChange={(_event, value) => dispatch(chatActions.inputChanged(value ?? ''))}
        onKeyDown={onKeyDown}
      />
      <PrimaryButton text={t('chat.send')} disabled={!canSend} onClick={send} />
    </Stack>
  );
}
