// `npm start` without AI_PROVIDER: looks for a local OpenAI-compatible model server (Ollama, LM Studio)
// and, when one lists a model, points the backend at it (AI_PROVIDER=openai-compatible); otherwise, when
// the local engine's GGUF file is there, runs the model inside the backend (AI_PROVIDER=local); otherwise
// the backend keeps its preview engine. Types: localModel.d.mts.
import { statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
// The server's config reads the same file: one place for the default model and folder.
import LOCAL_MODEL_DEFAULTS from '../../server/src/config/localModel.json' with { type: 'json' };

const OLLAMA_PORT = '11434';
const LM_STUDIO_BASE_URL = 'http://127.0.0.1:1234/v1';

/**
 * Ollama's base URL from its own OLLAMA_HOST variable ("host", "host:port", ":port" or a URL), as Ollama
 * reads it; a bind-all address (0.0.0.0, ::) or no host means this machine.
 * @param {string | undefined} value
 * @returns {string} e.g. http://127.0.0.1:11434/v1
 */
export function ollamaBaseUrl(value) {
  let text = (value ?? '').trim();
  let scheme = 'http';
  let defaultPort = OLLAMA_PORT;
  const match = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  if (match) {
    scheme = match[1].toLowerCase();
    text = text.slice(match[0].length);
    // An explicit scheme without a port means its usual port, as in Ollama.
    defaultPort = scheme === 'https' ? '443' : '80';
  }
  const slash = text.indexOf('/');
  const path = slash === -1 ? '' : text.slice(slash).replace(/\/+$/, '');
  const hostPort = slash === -1 ? text : text.slice(0, slash);

  let host = hostPort;
  let port = defaultPort;
  const withPort = /^(\[[^\]]*\]|[^:]*):(\d*)$/.exec(hostPort);
  if (withPort) {
    host = withPort[1];
    port = withPort[2] || defaultPort;
  }
  host = host.replace(/^\[|\]$/g, '');
  if (host === '' || host === '0.0.0.0' || host === '::') host = '127.0.0.1';
  if (Number(port) > 65535) port = defaultPort;
  if (host.includes(':')) host = `[${host}]`;
  return `${scheme}://${host}:${port}${path}/v1`;
}

/**
 * The servers to look for, in order of preference: Ollama (OLLAMA_HOST or port 11434), then LM Studio (1234).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ server: string, baseUrl: string }[]}
 */
export function defaultCandidates(env = process.env) {
  return [
    { server: 'Ollama', baseUrl: ollamaBaseUrl(env.OLLAMA_HOST) },
    { server: 'LM Studio', baseUrl: LM_STUDIO_BASE_URL },
  ];
}

/**
 * The model to use from `GET <baseUrl>/models`: `preferredModel` when the server lists it (AI_MODEL picks
 * among several), else the first chat model (embedding models cannot write); undefined when the server is
 * absent, slow, answers an error or something that is not an OpenAI model list. Never throws.
 * @param {string} baseUrl
 * @param {{ timeoutMs: number, fetch: typeof globalThis.fetch, preferredModel?: string }} options
 * @returns {Promise<string | undefined>}
 */
async function firstModel(baseUrl, { timeoutMs, fetch, preferredModel }) {
  try {
    const response = await fetch(`${baseUrl}/models`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const body = await response.json();
    if (!Array.isArray(body?.data)) return undefined;
    const ids = body.data.map((/** @type {any} */ model) => model?.id);
    if (preferredModel && ids.includes(preferredModel)) return preferredModel;
    return ids.find((id) => typeof id === 'string' && id.trim() !== '' && !/embed/i.test(id));
  } catch {
    return undefined;
  }
}

/**
 * Probes every candidate at once and returns the first one, in the candidates' order, that lists a model.
 * @param {{ candidates?: { server: string, baseUrl: string }[], timeoutMs?: number, fetch?: typeof globalThis.fetch, preferredModel?: string }} [options]
 * @returns {Promise<{ server: string, baseUrl: string, model: string } | undefined>}
 */
export async function findLocalModel({
  candidates = defaultCandidates(),
  timeoutMs = 800,
  fetch = globalThis.fetch,
  preferredModel = undefined,
} = {}) {
  const models = await Promise.all(
    candidates.map((candidate) => firstModel(candidate.baseUrl, { timeoutMs, fetch, preferredModel })),
  );
  const index = models.findIndex((model) => model !== undefined);
  if (index === -1) return undefined;
  const { server, baseUrl } = candidates[index];
  return { server, baseUrl, model: /** @type {string} */ (models[index]) };
}

/**
 * The local engine's model file, resolved as the server's config does (LOCAL_MODEL inside LOCAL_MODELS_DIR,
 * or LOCAL_MODEL itself when absolute; blank means the default).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ path: string, shown: string }} the absolute path, and the one to print (relative when inside the working directory)
 */
export function localModelFile(env) {
  const model = env.LOCAL_MODEL?.trim() || LOCAL_MODEL_DEFAULTS.model;
  const dir = env.LOCAL_MODELS_DIR?.trim() || LOCAL_MODEL_DEFAULTS.modelsDir;
  const path = resolve(dir, model);
  const inside = relative(process.cwd(), path);
  return { path, shown: inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path };
}

/**
 * The local engine's model file when it is there (a .gguf file, not a folder), else undefined. The server checks
 * that it is a whole GGUF model when it loads it, with a message that says what is wrong.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | undefined} the path to print
 */
export function presentModelFile(env) {
  const { path, shown } = localModelFile(env);
  // The backend refuses a LOCAL_MODEL that does not name a .gguf file: never choose it for the backend.
  if (!/\.gguf$/i.test(path)) return undefined;
  try {
    return statSync(path).isFile() ? shown : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `npm start` should look for a local model: only when AI_PROVIDER is unset or blank.
 * @param {NodeJS.ProcessEnv} env
 */
export function shouldDetect(env) {
  return (env.AI_PROVIDER ?? '').trim() === '';
}

/**
 * The AI variables to add to the backend's environment when AI_PROVIDER is unset: the found server, else
 * the local engine when its model file is there; nothing otherwise (an explicit AI_PROVIDER, preview
 * included, always wins).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ server: string, baseUrl: string, model: string } | undefined} found
 * @param {string | undefined} [modelFile] presentModelFile(env)
 * @returns {Record<string, string>}
 */
export function aiEnvironment(env, found, modelFile = undefined) {
  if (!shouldDetect(env)) return {};
  if (found !== undefined) {
    return { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: found.baseUrl, AI_MODEL: found.model };
  }
  return modelFile === undefined ? {} : { AI_PROVIDER: 'local' };
}

/**
 * The line `npm start` prints about the AI engine the backend will use.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ server: string, baseUrl: string, model: string } | undefined} found
 * @param {{ server: string, baseUrl: string }[]} [candidates] where the detection looked
 * @param {string | undefined} [modelFile] presentModelFile(env)
 * @returns {string}
 */
export function aiStatusLine(env, found, candidates = defaultCandidates(env), modelFile = undefined) {
  const provider = (env.AI_PROVIDER ?? '').trim();
  if (provider === 'preview') return '  AI: preview engine (AI_PROVIDER=preview)';
  if (provider === 'local') return `  AI: local model ${localModelFile(env).shown} (AI_PROVIDER=local)`;
  if (provider !== '') {
    const model = (env.AI_MODEL ?? '').trim();
    const baseUrl = (env.AI_BASE_URL ?? '').trim();
    return `  AI: ${provider}${baseUrl ? ` at ${baseUrl}` : ''}${model ? `, model ${model}` : ''} (AI_PROVIDER=${provider})`;
  }
  if (found) {
    return `  AI: ${found.server} at ${found.baseUrl}, model ${found.model} (set AI_PROVIDER=preview to use the preview engine)`;
  }
  if (modelFile !== undefined) {
    return `  AI: local model ${modelFile} (AI_PROVIDER=local; set AI_PROVIDER=preview to use the preview engine)`;
  }
  const places = candidates.map(({ baseUrl }) => {
    const url = new URL(baseUrl);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return local && url.port !== '' ? url.port : url.host;
  });
  return (
    `  AI: preview engine (no local model server found on ${places.join(' or ')}, no model file ${localModelFile(env).shown};` +
    ` npm run model:pull downloads one, see README "Connecting a model")`
  );
}
