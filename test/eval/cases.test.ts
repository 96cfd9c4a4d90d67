import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUMMARY_TYPES, TONES } from '../../contract/ai';
import { BUILT_IN_CASES, CaseError, loadCases, OPERATIONS, parseCases } from '../../eval/cases';

describe('eval cases', () => {
  it('the built-in set has at least 40 cases covering every operation, tone, summary type and language', async () => {
    const cases = await loadCases(BUILT_IN_CASES);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(OPERATIONS));
    const templateTones = new Set(cases.filter((c) => c.operation === 'template').map((c) => c.tone));
    for (const tone of TONES) expect(templateTones, tone).toContain(tone);
    expect(new Set(cases.map((c) => c.summaryType).filter(Boolean))).toEqual(new Set(SUMMARY_TYPES));
    const languages = new Set(cases.map((c) => c.expect.language ?? c.language));
    for (const language of ['fr', 'en', 'de', 'es', 'it', 'nl'])
      expect(languages, language).toContain(language);
    // Summaries of emails and of real attachments; refine requests of the issue.
    expect(cases.some((c) => c.operation === 'summarize' && c.attachment !== undefined)).toBe(true);
    expect(cases.some((c) => c.operation === 'summarize' && c.attachment === undefined)).toBe(true);
    const requests = new Set(cases.filter((c) => c.operation === 'refine').map((c) => c.instructions));
    for (const request of [
      'plus court',
      'plus formel',
      'ajoute une formule de politesse',
      'mentionne que je serai en retard',
    ]) {
      expect(requests).toContain(request);
    }
    // References are resolved: every case has its input.
    for (const c of cases) {
      if (c.operation === 'summarize') expect(c.attachment?.text ?? c.email.body, c.id).not.toBe('');
      else if (c.operation === 'template') expect(c.email.body, c.id).not.toBe('');
      else if (c.operation !== 'generate') expect(c.text, c.id).toBeTruthy();
    }
  });

  it('injects misspellings into real text and expects exactly them corrected', async () => {
    const cases = await loadCases(BUILT_IN_CASES);
    const riak = cases.find((c) => c.id === 'correct/en/riak')!;
    expect(riak.text).toContain('cleer');
    expect(riak.text).toContain('Riak bucket');
    expect(riak.expect.corrections).toContainEqual({ wrong: 'cleer', right: 'clear' });
  });

  it('rejects a bad line with an error naming the line', () => {
    const good = JSON.stringify({ id: 'a', operation: 'generate', language: 'fr', instructions: 'x' });
    expect(() =>
      parseCases(`${good}\n{"id": "b", "operation": "translate", "language": "fr"}`, 'mine.jsonl'),
    ).toThrow(/mine\.jsonl:2 \(id b\): operation/);
    expect(() => parseCases(`${good}\n\nnot json`, 'mine.jsonl')).toThrow(/mine\.jsonl:3: not valid JSON/);
    expect(() => parseCases(`${good}\n${good}`, 'mine.jsonl')).toThrow(/mine\.jsonl:2: duplicate id a/);
    expect(() =>
      parseCases(JSON.stringify({ id: 'r', operation: 'refine', language: 'fr', text: 'x' }), 'mine.jsonl'),
    ).toThrow(/mine\.jsonl:1 \(id r\): refine needs "instructions"/);
    expect(() => parseCases(good)).not.toThrow();
  });

  it('loads another file in the same format, unknown fields allowed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-cases-'));
    const file = join(dir, 'mine.jsonl');
    const line = {
      id: 'x',
      operation: 'template',
      tone: 'friendly',
      language: 'auto',
      email: { subject: 'Hi', from: 'Ann <ann@example.com>', body: 'Can we meet on Monday?' },
      userName: 'Bob',
      expect: { language: 'en', facts: ['Monday'] },
      owner: 'someone',
    };
    writeFileSync(file, `${JSON.stringify(line)}\n`);
    const [loaded] = await loadCases(file);
    expect(loaded).toMatchObject({ id: 'x', email: line.email, expect: line.expect });
    await expect(loadCases(join(dir, 'missing.jsonl'))).rejects.toBeInstanceOf(CaseError);
  });
});
