// Local ports and readiness checks shared by `npm start` and the test orchestrator.
export const ports = {
  web: Number(process.env.PLUME_WEB_PORT ?? 3000),
  api: Number(process.env.PORT ?? 8000),
  auth: 9099,
};

export const urls = {
  web: `http://localhost:${ports.web}`,
  api: `http://127.0.0.1:${ports.api}`,
  auth: `http://127.0.0.1:${ports.auth}`,
};

/** Polls `url` until it answers at all (any status), or fails after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
