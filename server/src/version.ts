import { readFileSync } from 'node:fs';

/**
 * The product version from the root package.json. Read at runtime rather than imported because the build
 * compiles server/src only (rootDir); the relative path is the same from server/src and server/dist.
 */
export function readVersion(): string {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  if (typeof raw === 'object' && raw !== null && 'version' in raw && typeof raw.version === 'string') {
    return raw.version;
  }
  throw new Error('package.json has no version');
}
