/** `GET /health` (no authentication): liveness, the AI engine in use and the product version. */
export interface HealthInfo {
  status: string;
  engine: string;
  version: string;
}

/** The engine name of the local preview engine (no model): results it writes say so in the add-in. */
export const PREVIEW_ENGINE = 'preview';
