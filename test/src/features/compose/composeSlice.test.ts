import { describe, expect, it } from 'vitest';
import { chatRefined } from '../../../../src/features/chat/chatEvents';
import {
  composeActions as a,
  composeReducer,
  initialComposeState,
  type ComposeState,
} from '../../../../src/features/compose/composeSlice';

const idle: ComposeState = { ...initialComposeState, comment: 'Merci' };
const processing: ComposeState = { ...idle, status: 'processing', operation: 'correct', text: 'Bonj' };
const done: ComposeState = {
  ...idle,
  status: 'done',
  operation: 'correct',
  text: 'Bonjour',
  quotedHistory: 'De : Alice',
  conversationId: 'c1',
  previewShown: true,
};
const failed: ComposeState = { ...idle, status: 'error', error: { kind: 'error', key: 'x' } };
const inserting: ComposeState = { ...done, action: 'inserting' };
const ALL = { idle, processing, done, failed, inserting };
type Name = keyof typeof ALL;

function refusedIn(names: Name[], action: Parameters<typeof composeReducer>[1]) {
  for (const name of names)
    expect(composeReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

const oops = { kind: 'error', key: 'oops' } as const;
const yay = { kind: 'success', key: 'yay' } as const;

describe('compose machine', () => {
  it('edits the comment and the tone only while the form is editable (idle, error)', () => {
    expect(composeReducer(idle, a.commentChanged('Oui')).comment).toBe('Oui');
    expect(composeReducer(failed, a.commentChanged('Oui')).comment).toBe('Oui');
    expect(composeReducer(idle, a.toneChanged('formal')).tone).toBe('formal');
    expect(composeReducer(failed, a.toneChanged('formal')).tone).toBe('formal');
    refusedIn(['processing', 'done', 'inserting'], a.commentChanged('x'));
    refusedIn(['processing', 'done', 'inserting'], a.toneChanged('urgent'));
  });

  it('operationRequested: idle / error / processing → processing for that operation, empty result', () => {
    for (const state of [idle, failed, processing]) {
      expect(composeReducer(state, a.operationRequested('reformulate'))).toMatchObject({
        status: 'processing',
        operation: 'reformulate',
        comment: 'Merci',
        text: '',
        quotedHistory: '',
        conversationId: null,
        error: null,
        notice: null,
      });
    }
    // The result view has no form: Nouveau comes first.
    refusedIn(['done', 'inserting'], a.operationRequested('generate'));
  });

  it('keeps the history read and appends deltas only while processing', () => {
    expect(composeReducer(processing, a.bodyRead({ history: 'Le 1 janv.' })).quotedHistory).toBe(
      'Le 1 janv.',
    );
    expect(composeReducer(processing, a.deltasReceived('our')).text).toBe('Bonjour');
    refusedIn(['idle', 'done', 'failed', 'inserting'], a.bodyRead({ history: 'x' }));
    refusedIn(['idle', 'done', 'failed', 'inserting'], a.deltasReceived('x'));
  });

  it('succeeds into the result view: operation remembered, preview shown, a new conversation', () => {
    const next = composeReducer(processing, a.operationSucceeded('Bonjour Claire'));
    expect(next).toMatchObject({
      status: 'done',
      operation: 'correct',
      text: 'Bonjour Claire',
      previewShown: true,
    });
    expect(next.conversationId).toMatch(/.+/);
    const again = composeReducer(processing, a.operationSucceeded('Bonjour Claire'));
    expect(again.conversationId).not.toBe(next.conversationId);
    refusedIn(['idle', 'done', 'failed', 'inserting'], a.operationSucceeded('x'));
  });

  it('fails only while processing, dropping the partial result', () => {
    expect(composeReducer(processing, a.operationFailed(oops))).toMatchObject({
      status: 'error',
      operation: null,
      text: '',
      comment: 'Merci',
      error: oops,
    });
    refusedIn(['idle', 'done', 'failed', 'inserting'], a.operationFailed(oops));
  });

  it('Nouveau: back to the form, clearing result, operation and comment (tone and view mode kept)', () => {
    const shown = { ...done, tone: 'formal' as const, previewMode: 'raw' as const, notice: yay };
    for (const state of [processing, shown, failed]) {
      expect(composeReducer(state, a.newClicked())).toEqual({
        ...initialComposeState,
        tone: state.tone,
        previewMode: state.previewMode,
      });
    }
    refusedIn(['idle', 'inserting'], a.newClicked());
  });

  it('shows, hides and switches the preview only in the result view', () => {
    expect(composeReducer(done, a.previewToggled()).previewShown).toBe(false);
    expect(composeReducer({ ...done, previewShown: false }, a.previewToggled()).previewShown).toBe(true);
    expect(composeReducer(done, a.previewModeChanged('raw')).previewMode).toBe('raw');
    expect(composeReducer(inserting, a.previewToggled()).previewShown).toBe(false);
    refusedIn(['idle', 'processing', 'failed'], a.previewToggled());
    refusedIn(['idle', 'processing', 'failed'], a.previewModeChanged('raw'));
  });

  it('inserts one at a time, from a non-empty result', () => {
    expect(composeReducer({ ...done, notice: yay, error: oops }, a.insertRequested())).toMatchObject({
      action: 'inserting',
      notice: null,
      error: null,
    });
    refusedIn(['idle', 'processing', 'failed', 'inserting'], a.insertRequested());
    const blank = { ...done, text: '  ' };
    expect(composeReducer(blank, a.insertRequested())).toBe(blank);
    expect(composeReducer(inserting, a.insertSucceeded(yay))).toMatchObject({ action: 'none', notice: yay });
    expect(composeReducer(inserting, a.insertFailed(oops))).toMatchObject({ action: 'none', error: oops });
    refusedIn(['idle', 'processing', 'done', 'failed'], a.insertSucceeded(yay));
    refusedIn(['idle', 'processing', 'done', 'failed'], a.insertFailed(oops));
  });

  it('dismisses messages: an error state returns to the plain form', () => {
    expect(composeReducer(failed, a.errorDismissed())).toMatchObject({ status: 'idle', error: null });
    expect(composeReducer({ ...done, error: oops }, a.errorDismissed())).toMatchObject({
      status: 'done',
      error: null,
    });
    expect(composeReducer({ ...done, notice: yay }, a.noticeDismissed()).notice).toBeNull();
    refusedIn(['idle', 'processing', 'done', 'inserting'], a.errorDismissed());
    refusedIn(['idle', 'processing', 'done', 'failed', 'inserting'], a.noticeDismissed());
  });

  it('takes the refined text from the chat in the result view', () => {
    const refined = chatRefined({ parent: 'compose', text: 'Plus court' });
    expect(composeReducer(done, refined)).toMatchObject({
      text: 'Plus court',
      notice: { kind: 'success', key: 'compose.messages.refined' },
    });
    expect(composeReducer(inserting, refined).text).toBe('Plus court');
    refusedIn(['idle', 'processing', 'failed'], refined);
    expect(composeReducer(done, chatRefined({ parent: 'template', text: 'x' }))).toBe(done);
  });
});
