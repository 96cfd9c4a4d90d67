import {
  Icon,
  MessageBarType,
  mergeStyles,
  useTheme,
  type IMessageBarProps,
  type ITheme,
} from '@fluentui/react';
import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { ChunkLoadError, loadChunk } from '../lib/loadChunk';

/**
 * Fluent's MessageBar has a dismiss IconButton, and with it Fluent's BaseButton and ContextualMenu: too
 * heavy for the first screen, which shows a bar only after something happened. So the bar loads on
 * demand (main.tsx preloads it once the first screen is up); until it is there, or if it cannot be
 * fetched, the same text shows in a plain bar with the same role and dismiss action, so no message is
 * ever lost to a slow network.
 */
export const loadFluentMessageBar = () => loadChunk(() => import('@fluentui/react/lib/MessageBar'));

const FluentMessageBar = lazy(() =>
  loadFluentMessageBar().then(({ MessageBar }) => ({ default: MessageBar })),
);

const BACKGROUNDS: Record<MessageBarType, keyof ITheme['semanticColors']> = {
  [MessageBarType.info]: 'infoBackground',
  [MessageBarType.error]: 'errorBackground',
  [MessageBarType.blocked]: 'blockingBackground',
  [MessageBarType.severeWarning]: 'severeWarningBackground',
  [MessageBarType.success]: 'successBackground',
  [MessageBarType.warning]: 'warningBackground',
};

function PlainMessageBar({
  messageBarType = MessageBarType.info,
  role,
  children,
  onDismiss,
  dismissButtonAriaLabel,
}: IMessageBarProps) {
  const theme = useTheme();
  const classes = useMemo(
    () => ({
      root: mergeStyles({
        ...theme.fonts.small,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        padding: '8px 12px',
        backgroundColor: theme.semanticColors[BACKGROUNDS[messageBarType]],
        color: theme.semanticColors.messageText,
        wordBreak: 'break-word',
      }),
      text: mergeStyles({ flexGrow: 1 }),
      dismiss: mergeStyles({
        border: 'none',
        background: 'transparent',
        color: 'inherit',
        cursor: 'pointer',
      }),
    }),
    [theme, messageBarType],
  );
  return (
    <div className={classes.root} role={role}>
      <div className={classes.text}>{children}</div>
      {onDismiss && (
        <button
          type="button"
          className={classes.dismiss}
          aria-label={dismissButtonAriaLabel}
          onClick={() => onDismiss()}
        >
          <Icon iconName="Clear" aria-hidden />
        </button>
      )}
    </div>
  );
}

/** Shows the plain bar when the Fluent one could not be fetched; any other error goes up. */
class PlainWhenUnavailable extends Component<{ plain: ReactNode; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return this.props.plain;
    throw error;
  }
}

/** Fluent's MessageBar, loaded on demand (see loadFluentMessageBar). */
export function DeferredMessageBar(props: IMessageBarProps) {
  const plain = <PlainMessageBar {...props} />;
  return (
    <PlainWhenUnavailable plain={plain}>
      <Suspense fallback={plain}>
        <FluentMessageBar {...props} />
      </Suspense>
    </PlainWhenUnavailable>
  );
}
