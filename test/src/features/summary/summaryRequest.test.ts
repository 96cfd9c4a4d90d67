import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailFile, emailText } from '../../../../src/features/summary/emailFile';
import { summaryRequest, utf8ToBase64 } from '../../../../src/features/summary/summaryRequest';
import { apiSummaryType, SUMMARY_TYPES } from '../../../../src/shared/summaryTypes';
import type { EmailContext } from '../../../../src/features/email/emailTypes';

const context: EmailContext = {
  subject: 'Budget Q3',
  from: 'alice@example.com',
  body: 'Peux-tu valider ?',
  history: 'De : Bob',
  conversationId: 'c',
  internetMessageId: null,
  fullConversation: 'Message 1\nFrom: bob',
  basic: false,
};

describe('summary request', () => {
  it('maps the UI types to the API ones (spec §9)', () => {
    expect(SUMMARY_TYPES.map(apiSummaryType)).toEqual([
      'concise',
      'detailed',
      'bullet_points',
      'action_items',
    ]);
  });

  it('has the spec §3 fields, use_rag always false', () => {
    expect(
      summaryRequest(
        { name: 'a.pdf', type: 'application/pdf', base64: 'AA==' },
        { authToken: 't', userId: 'u', summaryType: 'bullet', language: 'de' },
      ),
    ).toEqual({
      authToken: 't',
      userId: 'u',
      file_name: 'a.pdf',
      file_type: 'application/pdf',
      file_content: 'AA==',
      language: 'de',
      summary_type: 'bullet_points',
      use_rag: false,
    });
  });

  it('base64-encodes any text as UTF-8, however long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (value) => {
        expect(Buffer.from(utf8ToBase64(value), 'base64').toString('utf8')).toBe(value);
      }),
    );
    const long = 'é'.repeat(200_000);
    expect(Buffer.from(utf8ToBase64(long), 'base64').toString('utf8')).toBe(long);
  });
});

describe('the email as a text file', () => {
  it('holds the subject, sender, main body and conversation', () => {
    expect(emailText(context, context.fullConversation)).toBe(
      'Subject: Budget Q3\nFrom: alice@example.com\n\nPeux-tu valider ?\n\n--- Conversation ---\n\nMessage 1\nFrom: bob',
    );
    const file = emailFile(context, '');
    expect(file).toMatchObject({ name: 'email.txt', type: 'text/plain' });
    expect(Buffer.from(file.base64, 'base64').toString('utf8')).toBe(
      'Subject: Budget Q3\nFrom: alice@example.com\n\nPeux-tu valider ?',
    );
  });

  it('uses the spec fallbacks for a missing subject or sender', () => {
    expect(emailText({ ...context, subject: null, from: '' }, '  ')).toBe(
      'Subject: (No subject)\nFrom: Unknown\n\nPeux-tu valider ?',
    );
  });
});
