import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AiError } from '../../../../server/src/ai/engine.js';
import { collect, TEMPLATE_REQUEST, tinyModelFixture } from './fixture.js';

const never = () => new AbortController().signal;

describe('local engine model file checks', () => {
  const fixture = tinyModelFixture();
  afterAll(() => fixture.cleanup());

  const failure = async (modelPath: string): Promise<AiError> => {
    const error = await collect(fixture.engine({ modelPath }).template(TEMPLATE_REQUEST, never())).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AiError);
    return error as AiError;
  };

  it('names LOCAL_MODEL and .data/models when the file is missing', async () => {
    const error = await failure(join(fixture.dir, 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(
      /^The local AI model Qwen2\.5-1\.5B-Instruct-Q4_K_M\.gguf was not found at /,
    );
    expect(error.message).toContain('.data/models');
    expect(error.message).toContain('LOCAL_MODEL');
  });

  it('refuses a directory as the model', async () => {
    const dir = join(fixture.dir, 'models.gguf');
    mkdirSync(dir);
    expect((await failure(dir)).message).toContain('was not found');
  });

  it.each([
    ['random bytes', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ['an empty file', () => Buffer.alloc(0)],
  ])('refuses %s as not a GGUF file', async (_label, bytes) => {
    const path = join(fixture.dir, 'broken.gguf');
    writeFileSync(path, bytes());
    const error = await failure(path);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('The local AI model broken.gguf is not a valid GGUF file (LOCAL_MODEL)');
  });

  const whole = () => readFileSync(fixture.modelPath);
  it.each([
    ['in its metadata', () => whole().subarray(0, 100)],
    ['in its tensor list', () => whole().subarray(0, 9000)],
    ['in its tensor data', () => whole().subarray(0, whole().length / 2)],
  ])('refuses a model cut %s as incomplete', async (_label, bytes) => {
    const path = join(fixture.dir, 'cut.gguf');
    writeFileSync(path, bytes());
    const error = await failure(path);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      'The local AI model cut.gguf is incomplete: its tensor data is missing or truncated',
    );
  });

  it('refuses a model cut inside its last tensor, which only llama.cpp notices, without the process ending', async () => {
    const path = join(fixture.dir, 'short.gguf');
    writeFileSync(path, whole().subarray(0, whole().length - 64));
    const error = await failure(path);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('The local AI model short.gguf could not be loaded');
  });

  it('still answers with a good model afterwards, and retries a model that appears later', async () => {
    const later = join(fixture.dir, 'later.gguf');
    const engine = fixture.engine({ modelPath: later, maxOutputTokens: 3 });
    await expect(collect(engine.template(TEMPLATE_REQUEST, never()))).rejects.toThrow(/was not found/);
    writeFileSync(later, readFileSync(fixture.modelPath));
    expect((await collect(engine.template(TEMPLATE_REQUEST, never()))).length).toBeGreaterThan(0);
  });
});
