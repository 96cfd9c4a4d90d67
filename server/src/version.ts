import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root package.json: the nearest one above this module that is not the server's own build folder's. */
function findRootPackage(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'package.json');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) throw new Error('package.json not found above the server');
    folder = parent;
  }
}

/**
 * The product version from the root package.json. Read at runtime rather than imported: the module sits
 * at server/src (tsx) or server/dist/server/src (the build), so it looks upwards for the file.
 */
export function readVersion(): string {
  const raw: unknown = JSON.parse(readFileSync(findRootPackage(), 'utf8'));
  if (typeof raw === 'object' && raw !== null && 'version' in raw && typeof raw.version === 'string') {
    return raw.version;
  }
  throw new Error('package.json has no version');
}
