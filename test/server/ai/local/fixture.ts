import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TemplateRequest } from '../../../../server/src/ai/engine.js';
import {
  createLocalEngine,
  type LocalEngine,
  type LocalEngineOptions,
} from '../../../../server/src/ai/localEngine.js';
import { writeTinyGguf } from './tinyGguf.js';

export const TEMPLATE_REQUEST: TemplateRequest = {
  tone: 'professional',
  language: 'en',
  email: {
    subject: 'Budget',
    from: 'Marie <marie@example.com>',
    body: 'Can you confirm the budget by Friday?',
  },
  conversationHistory: '',
};

/** A temporary directory holding the tiny model as tiny.gguf; engines made from it are disposed by cleanup(). */
export function tinyModelFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'plume-local-'));
  const modelPath = join(dir, 'tiny.gguf');
  writeTinyGguf(modelPath);
  const engines: LocalEngine[] = [];
  return {
    dir,
    modelPath,
    engine(options: Partial<LocalEngineOptions> = {}): LocalEngine {
      const engine = createLocalEngine({
        modelPath,
        contextSize: 4096,
        stallMs: 20_000,
        totalMs: 60_000,
        maxOutputTokens: 24,
        // llama.cpp's threads spin while they wait for each other: on a busy 2-core machine (other test
        // processes) two threads make this tiny model ~100x slower than one, whose work is microseconds.
        threads: 1,
        ...options,
      });
      engines.push(engine);
      return engine;
    },
    cleanup: async () => {
      await Promise.all(engines.map((engine) => engine.dispose()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every delta of a stream, in order. */
export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}
