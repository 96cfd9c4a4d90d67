// `npm start` without AI_PROVIDER: looks for a local OpenAI-compatible model server (Ollama, LM Studio)
// and, when one lists a model, points the backend at it (AI_PROVIDER=openai-compatible); otherwise the
// backend keeps its preview engine. Types: localModel.d.mts.

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
 * Whether `npm start` should look for a local model: only when AI_PROVIDER is unset or blank.
 * @param {NodeJS.ProcessEnv} env
 */
export function shouldDetect(env) {
  return (env.AI_PROVIDER ?? '').trim() === '';
}

/**
 * The AI variables to add to the backend's environment: the found server when AI_PROVIDER is unset,
 * nothing otherwise (an explicit AI_PROVIDER, preview included, always wins).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ server: string, baseUrl: string, model: string } | undefined} found
 * @returns {Record<string, string>}
 */
export function aiEnvironment(env, found) {
  if (!shouldDetect(env) || found === undefined) return {};
  return { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: found.baseUrl, AI_MODEL: found.model };
}

/**
 * The line `npm start` prints about the AI engine the backend will use.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ server: string, baseUrl: string, model: string } | undefined} found
 * @param {{ server: string, baseUrl: string }[]} [candidates] where the detection looked
 * @returns {string}
 */
export function aiStatusLine(env, found, candidates = defaultCandidates(env)) {
  const provider = (env.AI_PROVIDER ?? '').trim();
  if (provider === 'preview') return '  AI: preview engine (AI_PROVIDER=preview)';
  if (provider !== '') {
    const model = (env.AI_MODEL ?? '').trim();
    const baseUrl = (env.AI_BASE_URL ?? '').trim();
    return `  AI: ${provider}${baseUrl ? ` at ${baseUrl}` : ''}${model ? `, model ${model}` : ''} (AI_PROVIDER=${provider})`;
  }
  if (found) {
    return `  AI: ${found.server} at ${found.baseUrl}, model ${found.model} (set AI_PROVIDER=preview to use the preview engine)`;
  }
  const places = candidates.map(({ baseUrl }) => {
    const url = new URL(baseUrl);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return local && url.port !== '' ? url.port : url.host;
  });
  return `  AI: preview engine (no local model server found on ${places.join(' or ')}; see README "Connecting a model")`;
}
