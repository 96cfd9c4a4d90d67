import type { SplitBody } from './bodySplit';

type Splitter = typeof import('./bodySplit');
let splitter: Splitter | null = null;

/** Loads the reply splitter once (later calls reuse it); sagas may call it ahead of need. */
export async function loadBodySplitter(): Promise<Splitter> {
  splitter ??= await import('./bodySplit');
  return splitter;
}

/**
 * The reply splitter (its patterns are a fair part of the add-in's own code) loads with the first email
 * rather than with the sign-in screen. Once loaded it answers synchronously, so the 5 s body refresh
 * costs no extra turn.
 */
export function splitBodyLazily(body: string): SplitBody | Promise<SplitBody> {
  if (splitter) return splitter.splitBody(body);
  return loadBodySplitter().then(({ splitBody }) => splitBody(body));
}
