import { MessageBarType, Stack } from '@fluentui/react';
import { DeferredMessageBar } from '../../ui/DeferredMessageBar';
import { PlainButton } from '../../ui/PlainButton';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, type ChunkFailure } from '../../lib/loadChunk';
import { ChunkAttemptContext } from './lazyChunk';

/** What shows when a chunk did not arrive (the build also prerenders it for the page's own scripts). */
export function ChunkFailed({ reason, onRetry }: { reason: ChunkFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack tokens={{ childrenGap: 8 }} styles={{ root: { padding: 16 } }}>
      <DeferredMessageBar messageBarType={MessageBarType.error} isMultiline role="alert">
        {t(reason === 'timedOut' ? 'loading.chunkTimedOut' : 'loading.chunkFailed')}
      </DeferredMessageBar>
      <Stack horizontal>
        <PlainButton variant="primary" onClick={onRetry}>
          {t('loading.retry')}
        </PlainButton>
      </Stack>
    </Stack>
  );
}

interface Props {
  /** Shown while a lazy chunk loads. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  /** Bumped by each retry: lazyChunk components import again. */
  attempt: number;
  failure: ChunkLoadError | null;
  /** An error that is not a chunk's, passed on to the boundary above. */
  other?: { error: unknown };
}

/**
 * Suspense for lazyChunk components, plus what to do when one does not arrive: a translated message and
 * a retry button that imports again (the chunks that did load stay).
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { attempt: 0, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return error instanceof ChunkLoadError ? { failure: error } : { other: { error } };
  }

  private readonly retry = () => this.setState((state) => ({ failure: null, attempt: state.attempt + 1 }));

  override render() {
    const { attempt, failure, other } = this.state;
    if (other) throw other.error;
    if (failure) return <ChunkFailed reason={failure.reason} onRetry={this.retry} />;
    return (
      <ChunkAttemptContext.Provider value={attempt}>
        <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>
      </ChunkAttemptContext.Provider>
    );
  }
}
