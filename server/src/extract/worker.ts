import { parentPort } from 'node:worker_threads';
import { ExtractionError, type ExtractionErrorKind } from './errors.js';
import { extractDocument } from './extract.js';
import type { ExtractedDocument, ExtractLimits, FileMeta } from './types.js';

/** A job from isolated.ts: the file (its buffer transferred, not copied), its description, the limits. */
export interface WorkerJob {
  id: number;
  bytes: Uint8Array;
  meta: FileMeta;
  limits: ExtractLimits;
}

export type WorkerAnswer = { id: number } & (
  { ok: true; document: ExtractedDocument } | { ok: false; kind: ExtractionErrorKind }
);

/** What the worker posts: once `ready` when it listens (its code loaded), then one answer per job. */
export type WorkerMessage = { ready: true } | WorkerAnswer;

/** One job at a time: the pool sends the next only after this one's answer. */
parentPort?.on('message', async ({ id, bytes, meta, limits }: WorkerJob) => {
  let answer: WorkerAnswer;
  try {
    answer = { id, ok: true, document: await extractDocument(bytes, meta, limits) };
  } catch (error) {
    answer = { id, ok: false, kind: error instanceof ExtractionError ? error.kind : 'corrupt' };
  }
  parentPort?.postMessage(answer);
});

const ready: WorkerMessage = { ready: true };
parentPort?.postMessage(ready);
