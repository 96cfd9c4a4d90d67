import { describe, expect, it } from 'vitest';
import { LOCAL_ENGINE_PREFIX, localModelOf } from '../../contract/health.js';

describe('localModelOf', () => {
  it('gives the model of a local engine’s name, and null for any other engine', () => {
    expect(localModelOf(`${LOCAL_ENGINE_PREFIX}Qwen2.5-1.5B-Instruct-Q4_K_M`)).toBe(
      'Qwen2.5-1.5B-Instruct-Q4_K_M',
    );
    expect(localModelOf('preview')).toBeNull();
    expect(localModelOf('openai:gpt-4o-mini')).toBeNull();
    expect(localModelOf(null)).toBeNull();
  });
});
