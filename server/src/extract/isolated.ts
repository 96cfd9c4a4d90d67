import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AbortedError } from '../shared/aborted.js';
import { ExtractionError } from './errors.js';
import type { ExtractedDocument, ExtractLimits, FileMeta } from './types.js';
import type { WorkerAnswer, WorkerJob, WorkerMessage } from './worker.js';

/**
 * Runs extractions in worker threads. Parsers of untrusted files can loop (a compound file whose sector
 * chain cycles), block an event loop for seconds (a huge HTML table) or need unbounded memory (a ZIP that
 * lies about its sizes): in a worker, a time limit stops even synchronous code (the worker is terminated)
 * and a heap limit ends the worker, not the server. Workers are kept between files so their libraries
 * load once; a queue bounds how many run at once, and so their memory.
 */

export interface IsolationOptions extends ExtractLimits {
  timeoutMs: number;
  /** Old-generation heap of one worker, in MB. */
  memoryMb: number;
  /** Workers at most; default: the number of CPUs. */
  concurrency?: number;
  /** An idle worker is stopped after this long, giving its memory back. Default 60 s. */
  idleMs?: number;
}

export interface IsolatedExtractor {
  /** Rejects with ExtractionError, or with AbortedError when `signal` aborts or the extractor closes. */
  extract(bytes: Uint8Array, meta: FileMeta, signal: AbortSignal): Promise<ExtractedDocument>;
  /** Stops every worker; later calls are refused (the app is closing). */
  close(): Promise<void>;
}

// Under tsx or vitest this module is TypeScript, and so is the worker: its thread loads it through tsx's
// API. The compiled server (.js) starts the worker file directly and never looks tsx (a dev tool) up.
const IS_TYPESCRIPT = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(`./worker.${IS_TYPESCRIPT ? 'ts' : 'js'}`, import.meta.url);

/** Longest a new worker may take to load its code (under tsx, transpiling it) before it is given up. */
const STARTUP_MS = 30_000;

function startWorker(memoryMb: number): Worker {
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    // Library chatter (pdf.js warnings) can quote the document: read and dropped, never printed.
    stdout: true,
    stderr: true,
  };
  let worker: Worker;
  if (IS_TYPESCRIPT) {
    // The ESM build of tsx's API (require.resolve would pick its CommonJS build, which cannot load here).
    const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const api = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
    const url = JSON.stringify(WORKER_URL.href);
    const bootstrap = `import(${JSON.stringify(api)}).then((m) => m.tsImport(${url}, ${url}))`;
    worker = new Worker(bootstrap, { ...options, eval: true });
  } else {
    worker = new Worker(WORKER_URL, options);
  }
  worker.stdout.resume();
  worker.stderr.resume();
  // An idle worker must not keep the process alive.
  worker.unref();
  return worker;
}

interface Job {
  bytes: Uint8Array;
  meta: FileMeta;
  signal: AbortSignal;
  resolve: (document: ExtractedDocument) => void;
  reject: (error: unknown) => void;
}

export function createIsolatedExtractor(options: IsolationOptions): IsolatedExtractor {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const idleMs = options.idleMs ?? 60_000;
  const limits: ExtractLimits = { maxChars: options.maxChars };
  const workers = new Set<Worker>();
  /** Workers that have loaded their code and listen for files. */
  const ready = new WeakSet<Worker>();
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function retire(worker: Worker): void {
    workers.delete(worker);
    void worker.terminate();
  }

  function park(worker: Worker): void {
    const timer = setTimeout(() => {
      idle.splice(
        idle.findIndex((entry) => entry.worker === worker),
        1,
      );
      retire(worker);
    }, idleMs);
    timer.unref();
    idle.push({ worker, timer });
  }

  function takeWorker(): Worker | undefined {
    const parked = idle.pop();
    if (parked !== undefined) {
      clearTimeout(parked.timer);
      return parked.worker;
    }
    if (workers.size >= concurrency) return undefined;
    const worker = startWorker(options.memoryMb);
    workers.add(worker);
    return worker;
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const worker = takeWorker();
      if (worker === undefined) return;
      run(worker, queue.shift()!);
    }
  }

  function run(worker: Worker, job: Job): void {
    const id = nextId++;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (healthy: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal.removeEventListener('abort', onAbort);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      // A worker that ran out of time, or whose caller left mid-way, is still busy: replace it.
      if (healthy && !closed) park(worker);
      else retire(worker);
      outcome();
      dispatch();
    };
    // The time limit counts from when the worker can start reading: loading its code is not the file's fault.
    const start = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => finish(false, () => job.reject(new ExtractionError('timeout'))),
        options.timeoutMs,
      );
      // A copy the worker can own: the caller's bytes may be a view of a larger buffer it still uses.
      const bytes = new Uint8Array(job.bytes);
      const message: WorkerJob = { id, bytes, meta: job.meta, limits };
      worker.postMessage(message, [bytes.buffer]);
    };
    const onMessage = (message: WorkerMessage) => {
      if ('ready' in message) {
        ready.add(worker);
        start();
        return;
      }
      const answer: WorkerAnswer = message;
      if (answer.id !== id) return;
      finish(true, () =>
        answer.ok ? job.resolve(answer.document) : job.reject(new ExtractionError(answer.kind)),
      );
    };
    const onError = (error: Error & { code?: string }) =>
      finish(false, () =>
        job.reject(new ExtractionError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'corrupt')),
      );
    // Ending without an answer (stopped by close()): the file was not read.
    const onExit = () => finish(false, () => job.reject(new ExtractionError('corrupt')));
    const onAbort = () => finish(false, () => job.reject(new AbortedError()));
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    job.signal.addEventListener('abort', onAbort, { once: true });
    if (ready.has(worker)) start();
    // A worker that cannot even start is stuck too.
    else
      timer = setTimeout(() => finish(false, () => job.reject(new ExtractionError('timeout'))), STARTUP_MS);
  }

  return {
    extract(bytes, meta, signal) {
      if (closed || signal.aborted) return Promise.reject(new AbortedError());
      return new Promise<ExtractedDocument>((resolve, reject) => {
        const job: Job = { bytes, meta, signal, resolve, reject };
        // Waiting in the queue ends too when the caller leaves.
        signal.addEventListener(
          'abort',
          () => {
            const index = queue.indexOf(job);
            if (index >= 0) {
              queue.splice(index, 1);
              reject(new AbortedError());
            }
          },
          { once: true },
        );
        queue.push(job);
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const { timer } of idle.splice(0)) clearTimeout(timer);
      for (const job of queue.splice(0)) job.reject(new AbortedError());
      await Promise.all([...workers].map((worker) => worker.terminate()));
      workers.clear();
    },
  };
}
