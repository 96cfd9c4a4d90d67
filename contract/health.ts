/** `GET /health` (no authentication): liveness, the AI engine in use and the product version. */
export interface HealthInfo {
  status: string;
  engine: string;
  version: string;
}
