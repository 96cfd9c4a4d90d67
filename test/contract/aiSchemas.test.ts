import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../../contract/profile.js';
import { AI_LIMITS, composeBody, templateBody } from '../../contract/schemas/ai.js';

const SCHEMAS = [
  ['templateBody', templateBody, {}],
  ['composeBody', composeBody, { operation: 'generate' }],
] as const;

describe.each(SCHEMAS)('%s userName (issue #14)', (_name, schema, base) => {
  it('is accepted and trimmed', () => {
    expect(schema.parse({ ...base, userName: '  Alice Martin ' }).userName).toBe('Alice Martin');
  });

  it.each([undefined, null, '', '   '])('reads %j as unknown', (userName) => {
    expect(schema.parse({ ...base, userName }).userName).toBeUndefined();
  });

  it('is capped like the profile name, as a too_big issue (answered 413)', () => {
    expect(AI_LIMITS.userName).toBe(PROFILE_LIMITS.name);
    expect(schema.parse({ ...base, userName: 'a'.repeat(PROFILE_LIMITS.name) }).userName).toHaveLength(
      PROFILE_LIMITS.name,
    );
    const result = schema.safeParse({ ...base, userName: 'a'.repeat(PROFILE_LIMITS.name + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'too_big',
        message: `userName is too long (${PROFILE_LIMITS.name} characters max)`,
      }),
    ]);
  });

  it('must be a string, and an unknown field is still refused', () => {
    expect(schema.safeParse({ ...base, userName: 42 }).error?.issues[0]?.message).toBe(
      'userName must be a string',
    );
    expect(
      schema.safeParse({ ...base, userName: 'Alice', user_name: 'Alice' }).error?.issues[0]?.message,
    ).toBe('Unknown field: user_name');
  });
});
