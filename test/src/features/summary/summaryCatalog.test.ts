import { describe, expect, it } from 'vitest';
import en from '../../../../src/i18n/locales/en.json';
import fr from '../../../../src/i18n/locales/fr.json';

const lookup = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

/** Spec §2, §5 and §8 texts of the Synthétiser tab, in i18next's {{placeholder}} form. */
const SPEC: Record<string, string> = {
  'read.tabs.synthesize': 'Synthétiser',
  'summaries.emailCardTitle': "Résumer l'Email",
  'summaries.attachmentsCardTitle': 'Synthétiser les Pièces Jointes',
  'attachments.empty': 'Aucune pièce jointe trouvée dans cet email',
  'attachments.synthesize': 'Synthétiser',
  'summary.errors.noEmail': 'No email selected',
  'summary.errors.token': 'Failed to get authentication token',
  'summary.errors.failed': 'Failed to summarize email: {{reason}}',
  'attachments.errors.load': 'Failed to load attachments',
  'attachments.errors.get': 'Failed to get attachment: {{reason}}',
  'attachments.errors.empty': 'Empty attachment content',
  'attachments.errors.process': 'Failed to process {{file}}: {{reason}}',
  'attachments.errors.cannotProcess': 'File cannot be processed',
};

describe('Synthétiser tab catalog', () => {
  it('has the spec French text exactly', () => {
    for (const [key, text] of Object.entries(SPEC)) expect(lookup(fr, key), key).toBe(text);
  });

  it('keeps the spec English messages in English', () => {
    for (const [key, text] of Object.entries(SPEC)) {
      if (/^(summary|attachments)\.errors\./.test(key)) expect(lookup(en, key), key).toBe(text);
    }
  });

  it('names the four summary types in both languages', () => {
    for (const type of ['concise', 'detailed', 'bullet', 'action']) {
      expect(lookup(fr, `summaries.types.${type}`), type).toBeTypeOf('string');
      expect(lookup(en, `summaries.types.${type}`), type).toBeTypeOf('string');
    }
  });
});
