// `npm run model:pull`: downloads the local AI model (see scripts/lib/modelPull.ts and README "Connecting a model").
import { pullModel } from './lib/modelPull.js';

process.exitCode = await pullModel(process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  showProgress: Boolean(process.stdout.isTTY),
});
