import { describe, expect, it } from 'vitest';
import { chatRefined } from '../../../../src/features/chat/chatEvents';
import {
  initialTemplateState,
  templateActions as a,
  templateReducer,
  type TemplateState,
} from '../../../../src/features/template/templateSlice';

const idle = initialTemplateState;
const generating: TemplateState = { ...idle, status: 'generating', text: 'Bonj' };
const done: TemplateState = { ...idle, status: 'done', text: 'Bonjour', conversationId: 'c1' };
const failed: TemplateState = { ...idle, status: 'error', message: { kind: 'error', key: 'x' } };
const inserting: TemplateState = { ...done, action: 'inserting' };
const ALL = { idle, generating, done, failed, inserting };
type Name = keyof typeof ALL;

function refusedIn(names: Name[], action: Parameters<typeof templateReducer>[1]) {
  for (const name of names)
    expect(templateReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

describe('template machine', () => {
  it('edits the form except while generating', () => {
    expect(templateReducer(idle, a.additionalInfoChanged('Merci')).additionalInfo).toBe('Merci');
    expect(templateReducer(done, a.toneChanged('formal')).tone).toBe('formal');
    refusedIn(['generating'], a.additionalInfoChanged('x'));
    refusedIn(['generating'], a.toneChanged('urgent'));
  });

  it('generateRequested: idle / done / error → generating with an empty text', () => {
    for (const state of [idle, done, failed]) {
      expect(templateReducer(state, a.generateRequested())).toMatchObject({
        status: 'generating',
        text: '',
        conversationId: null,
        message: null,
      });
    }
    refusedIn(['generating', 'inserting'], a.generateRequested());
  });

  it('appends deltas only while generating', () => {
    expect(templateReducer(generating, a.deltasReceived('our')).text).toBe('Bonjour');
    refusedIn(['idle', 'done', 'failed'], a.deltasReceived('x'));
  });

  it('succeeds with the full text, a new conversation id and the spec message', () => {
    const next = templateReducer(generating, a.generationSucceeded('Bonjour Claire'));
    expect(next).toMatchObject({
      status: 'done',
      text: 'Bonjour Claire',
      message: { key: 'template.messages.generated' },
    });
    expect(next.conversationId).toMatch(/.+/);
    const again = templateReducer(generating, a.generationSucceeded('Bonjour Claire'));
    expect(again.conversationId).not.toBe(next.conversationId);
    refusedIn(['idle', 'done', 'failed'], a.generationSucceeded('x'));
  });

  it('fails or stops only while generating; a stop keeps what streamed', () => {
    expect(templateReducer(generating, a.generationFailed({ kind: 'error', key: 'e' }))).toMatchObject({
      status: 'error',
      text: 'Bonj',
    });
    expect(templateReducer(generating, a.generationStopped())).toMatchObject({
      status: 'done',
      text: 'Bonj',
    });
    expect(templateReducer({ ...generating, text: '' }, a.generationStopped()).status).toBe('idle');
    refusedIn(['idle', 'done', 'failed'], a.generationFailed({ kind: 'error', key: 'e' }));
    refusedIn(['idle', 'done', 'failed'], a.generationStopped());
  });

  it('Nouveau Template clears text and conversation id', () => {
    expect(templateReducer(done, a.newTemplateClicked())).toMatchObject({
      status: 'idle',
      text: '',
      conversationId: null,
    });
    for (const state of [idle, failed]) {
      expect(templateReducer(state, a.newTemplateClicked())).toMatchObject({ status: 'idle', text: '' });
    }
    refusedIn(['generating', 'inserting'], a.newTemplateClicked());
  });

  it('insert and copy: from a done template only, one at a time', () => {
    expect(templateReducer(done, a.insertRequested()).action).toBe('inserting');
    expect(templateReducer(done, a.copyRequested()).action).toBe('copying');
    refusedIn(['idle', 'generating', 'failed', 'inserting'], a.insertRequested());
    refusedIn(['idle', 'generating', 'failed', 'inserting'], a.copyRequested());
    const ok = templateReducer(inserting, a.actionSucceeded({ kind: 'success', key: 'ok' }));
    expect(ok).toMatchObject({ action: 'none', message: { key: 'ok' } });
    expect(templateReducer(inserting, a.actionFailed({ kind: 'error', key: 'ko' })).action).toBe('none');
    refusedIn(['idle', 'done'], a.actionSucceeded({ kind: 'success', key: 'ok' }));
    refusedIn(['idle', 'done'], a.actionFailed({ kind: 'error', key: 'ko' }));
  });

  it('takes the refined text from the chat when done', () => {
    const refined = chatRefined({ parent: 'template', text: 'Plus court' });
    expect(templateReducer(done, refined)).toMatchObject({
      text: 'Plus court',
      message: { key: 'template.messages.refined' },
    });
    refusedIn(['idle', 'generating'], refined);
    expect(templateReducer(done, chatRefined({ parent: 'compose', text: 'x' }))).toBe(done);
  });
});

describe('sign-out', () => {
  it('forgets the template, the chat and the compose result', async () => {
    const { authActions } = await import('../../../../src/features/auth/authSlice');
    const { chatReducer, initialChatState } = await import('../../../../src/features/chat/chatSlice');
    const { composeReducer, initialComposeState } =
      await import('../../../../src/features/compose/composeSlice');
    const user = { uid: 'u', email: null, emailVerified: false, displayName: null };
    expect(templateReducer(done, authActions.stateChanged(null))).toEqual(initialTemplateState);
    expect(templateReducer(done, authActions.stateChanged(user))).toBe(done);
    const chat = { ...initialChatState, status: 'idle' as const, conversationId: 'c1' };
    expect(chatReducer(chat, authActions.stateChanged(null))).toEqual(initialChatState);
    const compose = { ...initialComposeState, text: 'secret draft' };
    expect(composeReducer(compose, authActions.stateChanged(null))).toEqual(initialComposeState);
  });
});
