import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LlamaChatSession, readGgufFileInfo, type Llama } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedLlama } from '../../../../server/src/ai/local/llama.js';
import { writeTinyGguf } from './tinyGguf.js';

describe('tiny GGUF test model', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plume-gguf-'));
  const path = join(dir, 'tiny.gguf');
  let llama: Llama;
  beforeAll(async () => {
    writeTinyGguf(path);
    llama = await sharedLlama();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a small GGUF v3 llama model that node-llama-cpp reads', async () => {
    expect(statSync(path).size).toBeLessThan(500_000);
    const info = await readGgufFileInfo(path);
    expect(info.version).toBe(3);
    expect(info.metadata.general.architecture).toBe('llama');
    expect(info.tensorInfo).toHaveLength(2 * 9 + 3);
  });

  it('loads in llama.cpp and generates text with its ChatML template', async () => {
    const model = await llama.loadModel({ modelPath: path });
    const context = await model.createContext({ contextSize: 512, threads: 1 });
    const session = new LlamaChatSession({
      contextSequence: context.getSequence(),
      systemPrompt: 'Be brief.',
    });
    expect(session.chatWrapper.wrapperName).toBe('ChatML');
    const chunks: string[] = [];
    const answer = await session.prompt('Hello', {
      maxTokens: 8,
      onTextChunk: (chunk) => chunks.push(chunk),
    });
    // Gibberish, but real generation: word pieces, streamed, stopped by the token cap rather than an end token.
    expect(answer.trim()).not.toBe('');
    expect(chunks.join('')).toBe(answer);
    expect(model.tokenize(answer).length).toBeGreaterThanOrEqual(7);
    await model.dispose();
  });

  it('writes the same model for the same seed', () => {
    const other = join(dir, 'again.gguf');
    writeTinyGguf(other);
    expect(readFileSync(other).equals(readFileSync(path))).toBe(true);
  });
});
