// `npm run model:pull`: downloads the local engine's GGUF model (LOCAL_MODEL_URI) to the file the backend
// loads (LOCAL_MODEL in LOCAL_MODELS_DIR), with node-llama-cpp's downloader (parallel connections). A
// download stopped with Ctrl-C starts over on the next run: checked, no partial file survives it.
import { rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { createModelDownloader } from 'node-llama-cpp';
import { checkModelFile } from '../../server/src/ai/local/modelFile.js';
import LOCAL_MODEL_DEFAULTS from '../../server/src/config/localModel.json' with { type: 'json' };
import { localModelFile } from './localModel.mjs';

export interface PullOutput {
  log: (line: string) => void;
  error: (line: string) => void;
  /** node-llama-cpp's progress bar (a terminal only: in a log it is noise). */
  showProgress: boolean;
}

/** Where the download gives up when the server says nothing: ipull itself would wait and retry for minutes. */
const PREFLIGHT_TIMEOUT_MS = 15_000;

/** The model to download: LOCAL_MODEL_URI, an http(s) URL or a Hugging Face URI (hf:<user>/<repo>:<quant>). */
export function modelUri(env: NodeJS.ProcessEnv): string {
  return env.LOCAL_MODEL_URI?.trim() || LOCAL_MODEL_DEFAULTS.uri;
}

/** The URL that tells whether the download can start: the file itself, or the Hugging Face repository. */
function preflightUrl(uri: string): string {
  if (/^https?:\/\//i.test(uri)) return uri;
  const hf = /^hf:([^/:#\s]+\/[^/:#\s]+)/i.exec(uri);
  if (hf) return `https://huggingface.co/api/models/${hf[1]}`;
  // node-llama-cpp would take anything else for a local file path and "download" nothing.
  throw new PullError(
    `LOCAL_MODEL_URI must be an http(s) URL or hf:<user>/<repo>:<quant>, not ${JSON.stringify(uri)}`,
  );
}

/** A failure whose message is the one line to print. */
class PullError extends Error {}

/** One line about a failed request: the network error's own words, or the HTTP status. */
function reasonOf(error: unknown, url: string): string {
  const host = new URL(url).host;
  if (error instanceof PullError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `${host} did not answer within ${PREFLIGHT_TIMEOUT_MS / 1000} s`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN')
    return `${host} cannot be reached (offline?)`;
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return message.split('\n')[0] ?? message;
}

/**
 * Asks for the first bytes before node-llama-cpp's downloader starts: offline, refused or an error status
 * fail here in seconds (the downloader retries server errors and lost connections for ~10 minutes), and a
 * direct URL that serves something other than a GGUF model (a login page) is refused before it is saved.
 */
async function preflight(uri: string): Promise<void> {
  const url = preflightUrl(uri);
  try {
    const direct = url === uri;
    const response = await fetch(url, {
      headers: direct ? { range: 'bytes=0-3' } : { accept: 'application/json' },
      signal: AbortSignal.timeout(PREFLIGHT_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PullError(`${url} answered ${response.status} ${response.statusText}`.trim());
    }
    if (!direct) return void (await response.body?.cancel());
    const reader = response.body?.getReader();
    const first = reader ? await reader.read() : undefined;
    await reader?.cancel();
    const magic = Buffer.from(first?.value ?? [])
      .subarray(0, 4)
      .toString('latin1');
    if (magic !== 'GGUF') throw new PullError(`${url} does not serve a GGUF model`);
  } catch (error) {
    throw new PullError(reasonOf(error, url));
  }
}

/** Whether the file is there and passes the local engine's GGUF check. */
const isWholeModel = (path: string): Promise<boolean> =>
  checkModelFile(path).then(
    () => true,
    () => false,
  );

/** Downloads the model; returns the exit code. Every failure is one line on `error`, never a stack trace. */
export async function pullModel(env: NodeJS.ProcessEnv, output: PullOutput): Promise<number> {
  const { path, shown } = localModelFile(env);
  const use = `Use it: npm start picks it when AI_PROVIDER is unset, or set AI_PROVIDER=local.`;
  const failed = (reason: string) => {
    output.error(
      `Could not download the model: ${reason}; place a .gguf file in ${dirname(shown)} or set LOCAL_MODEL`,
    );
    return 1;
  };
  // Already there and whole: nothing to fetch (and this works offline).
  if (await isWholeModel(path)) {
    output.log(`The model is already there: ${shown}\n${use}`);
    return 0;
  }
  const uri = modelUri(env);
  try {
    await preflight(uri);
    output.log(`Downloading ${uri} to ${shown}`);
    const downloader = await createModelDownloader({
      modelUri: uri,
      dirPath: dirname(path),
      fileName: basename(path),
      showCliProgress: output.showProgress,
    });
    await downloader.download();
  } catch (error) {
    return failed(
      error instanceof PullError
        ? error.message
        : reasonOf(error, uri.startsWith('hf:') ? 'https://huggingface.co' : uri),
    );
  }
  try {
    await checkModelFile(path);
  } catch (error) {
    // A broken file would be picked by npm start and fail on the first request: remove it.
    await rm(path, { force: true });
    return failed(error instanceof Error ? error.message : String(error));
  }
  output.log(`Saved the model to ${shown}\n${use}`);
  return 0;
}
