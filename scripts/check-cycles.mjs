// `npm run lint:cycles` (part of `npm run lint`): fails when the add-in (src/), the backend (server/src/)
// or the contract (contract/) has an import cycle, type-only imports and import() included. dpdm reads
// the imports with TypeScript's parser and resolver (tsconfig.json's bundler resolution, which also maps
// the backend's `.js` specifiers to its `.ts` files). A relative import it cannot resolve fails the check
// too: a cycle through it would go unseen.
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

const TREES = ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'contract/**/*.ts'];

const started = Date.now();
const tree = await parseDependencyTree(TREES, { tsconfig: 'tsconfig.json', transform: false });
const files = Object.keys(tree).filter((file) => !file.includes('node_modules'));
const unresolved = Object.values(tree)
  .flatMap((dependencies) => dependencies ?? [])
  .filter((dependency) => dependency.id === null && dependency.request.startsWith('.'))
  .map((dependency) => `  ${dependency.issuer}: cannot resolve ${dependency.request}`);
const cycles = parseCircular(tree);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (files.length === 0) {
  console.error('No file to check: the globs in scripts/check-cycles.mjs match nothing.');
  process.exit(1);
}
if (unresolved.length > 0) {
  console.error(`Imports the cycle check cannot follow:\n${unresolved.join('\n')}`);
}
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}); move what both sides need into a module of its own:`);
  console.error(prettyCircular(cycles));
}
if (unresolved.length > 0 || cycles.length > 0) process.exit(1);
console.log(`No import cycle in ${files.length} files (${seconds} s).`);
