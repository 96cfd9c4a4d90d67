// `npm run config:table`: prints the backend's configuration table (Markdown) from
// server/src/config/variables.ts, for the README's "Backend" section.
import { renderConfigTable } from '../server/src/config/table.js';

console.log(renderConfigTable());
