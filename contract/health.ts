/** `GET /health` (no authentication): liveness, the AI engine in use and the product version. */
export interface HealthInfo {
  status: string;
  engine: string;
  version: string;
}

/** The engine name of the local preview engine (no model): results it writes say so in the add-in. */
export const PREVIEW_ENGINE = 'preview';

/** The local engine's name is this and its model's name ("local:Qwen2.5-1.5B-Instruct-Q4_K_M"). */
export const LOCAL_ENGINE_PREFIX = 'local:';

/** The model of a local engine's name; null for any other engine. */
export const localModelOf = (engine: string | null): string | null =>
  engine?.startsWith(LOCAL_ENGINE_PREFIX) ? engine.slice(LOCAL_ENGINE_PREFIX.length) : null;
