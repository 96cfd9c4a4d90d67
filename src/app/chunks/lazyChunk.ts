import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { CHUNK_TIMEOUT_MS, loadChunk } from '../../lib/loadChunk';

/** How many times the nearest ChunkBoundary has retried: a new attempt means a new import. */
export const ChunkAttemptContext = createContext(0);

/**
 * React.lazy with the spec's time-out and a way to retry. React.lazy remembers a failed import for good,
 * so each retry (a new attempt number from ChunkBoundary) gets a fresh lazy component; once a chunk has
 * loaded, every later attempt reuses it.
 */
export function lazyChunk<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): ComponentType<Props> {
  let current: { attempt: number; component: LazyExoticComponent<ComponentType<Props>> } | null = null;
  let loaded: LazyExoticComponent<ComponentType<Props>> | null = null;

  function componentFor(attempt: number) {
    if (loaded) return loaded;
    if (current?.attempt !== attempt) {
      const component = lazy(() =>
        loadChunk(load, timeoutMs).then((module) => {
          loaded = component;
          return module;
        }),
      );
      current = { attempt, component };
    }
    return current.component;
  }

  function Chunk(props: Props) {
    return createElement(componentFor(useContext(ChunkAttemptContext)), props);
  }
  return Chunk;
}
