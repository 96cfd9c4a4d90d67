import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SettingsDialog from '../../../src/app/SettingsDialog';
import { createAppStore, type AppStore } from '../../../src/app/store';
import { resultEngine } from '../../../src/effects/streamInto';
import { AttachmentRow } from '../../../src/features/attachments/AttachmentRow';
import {
  attachmentsActions,
  attachmentsReducer,
  initialAttachmentsState,
} from '../../../src/features/attachments/attachmentsSlice';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { initialChatState } from '../../../src/features/chat/chatSlice';
import { ComposeResult } from '../../../src/features/compose/ComposeResult';
import {
  composeActions,
  composeReducer,
  initialComposeState,
} from '../../../src/features/compose/composeSlice';
import { initialShellState, shellActions, shellReducer } from '../../../src/features/shell/shellSlice';
import { EmailSummaryCard } from '../../../src/features/summary/EmailSummaryCard';
import {
  initialSummaryState,
  summaryActions,
  summaryReducer,
} from '../../../src/features/summary/summarySlice';
import { ReplyTab } from '../../../src/features/template/ReplyTab';
import {
  initialTemplateState,
  templateActions,
  templateReducer,
} from '../../../src/features/template/templateSlice';
import { createFakeContext } from '../helpers/fakePorts';
import { renderWithStore } from '../helpers/renderWithStore';
import { waitForState } from '../helpers/waitForState';

const NOTICE = "Texte produit par le moteur local de démonstration, pas par un modèle d'IA.";
const PDF = {
  id: 'a1',
  name: 'rapport.pdf',
  size: 2048,
  contentType: 'application/pdf',
  isInline: false,
  attachmentType: 'file' as const,
};

describe('the engine of each result, from its done event', () => {
  it('reads the done metadata, null when unsaid', () => {
    expect(resultEngine({ fullText: 'x', metadata: { engine: 'preview' } })).toBe('preview');
    expect(resultEngine({ fullText: 'x', metadata: {} })).toBeNull();
    expect(resultEngine({ fullText: 'x', metadata: { engine: 42 } })).toBeNull();
  });

  it('template: recorded on success, cleared by a new generation or Nouveau, kept by a refinement', () => {
    let state = templateReducer(initialTemplateState, templateActions.generateRequested());
    state = templateReducer(state, templateActions.generationSucceeded('Bonjour', 'preview'));
    expect(state).toMatchObject({ status: 'done', engine: 'preview' });
    expect(templateReducer(state, templateActions.newTemplateClicked()).engine).toBeNull();
    state = templateReducer(state, templateActions.generateRequested());
    expect(state.engine).toBeNull();
    // A stopped generation has no done event: its engine is not known.
    state = templateReducer({ ...state, text: 'Bon' }, templateActions.generationStopped());
    expect(state).toMatchObject({ status: 'done', engine: null });
  });

  it('compose: recorded on success, cleared by the next request and by Nouveau', () => {
    let state = composeReducer(initialComposeState, composeActions.operationRequested('correct'));
    state = composeReducer(state, composeActions.operationSucceeded('Bonjour', 'openai:gpt-4o-mini'));
    expect(state).toMatchObject({ status: 'done', engine: 'openai:gpt-4o-mini' });
    expect(composeReducer(state, composeActions.newClicked()).engine).toBeNull();
  });

  it('email summary: recorded when summarised, cleared by the next request', () => {
    let state = summaryReducer(initialSummaryState, summaryActions.summarizeRequested());
    state = summaryReducer(state, summaryActions.summarized('Résumé', 'preview'));
    expect(state).toMatchObject({ status: 'done', text: 'Résumé', engine: 'preview' });
    expect(summaryReducer(state, summaryActions.summarizeRequested()).engine).toBeNull();
  });

  it('attachment summary: recorded per attachment, cleared when it is summarised again', () => {
    let state = attachmentsReducer(initialAttachmentsState, attachmentsActions.listRequested());
    state = attachmentsReducer(
      state,
      attachmentsActions.listLoaded({ item: state.item, attachments: [PDF] }),
    );
    state = attachmentsReducer(state, attachmentsActions.summarizeRequested({ id: 'a1' }));
    const done = { id: 'a1', item: state.item, fullText: 'Résumé', engine: 'preview' };
    state = attachmentsReducer(state, attachmentsActions.summarized(done));
    expect(state.entities.a1).toMatchObject({ status: 'done', engine: 'preview' });
    state = attachmentsReducer(state, attachmentsActions.summarizeRequested({ id: 'a1' }));
    expect(state.entities.a1?.engine).toBeNull();
  });

  it('shell: keeps the engine the backend last named', () => {
    let state = shellReducer(initialShellState, shellActions.engineReported('preview'));
    state = shellReducer(state, shellActions.backendUnreachable());
    expect(state.engine).toBe('preview');
    expect(shellReducer(state, shellActions.engineReported('')).engine).toBe('preview');
  });
});

describe('the template saga records the engine of its done event', () => {
  let store: AppStore | undefined;
  afterEach(() => store?.rootTask.cancel());

  it('puts it with the text', async () => {
    const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
    store = createAppStore(fake.context);
    fake.identity.emit({ uid: 'u42', email: 'me@example.com', emailVerified: false, displayName: null });
    await waitForState(store, (s) => s.email.status === 'loaded');
    store.dispatch(templateActions.generateRequested());
    await vi.waitFor(() => expect(fake.api.streams).toHaveLength(1));
    fake.api.lastStream.finish('Bonjour Alice,', { engine: 'preview' });
    const state = await waitForState(store, (s) => s.template.status === 'done');
    expect(state.template).toMatchObject({ text: 'Bonjour Alice,', engine: 'preview' });
  });
});

describe('the disclosure next to each result', () => {
  it('under a template the preview engine wrote, and none under a model’s', () => {
    const done = { ...initialTemplateState, status: 'done' as const, text: 'Bonjour Alice,' };
    const state = (engine: string) => ({ template: { ...done, engine }, chat: initialChatState });
    const { unmount } = renderWithStore(<ReplyTab />, { state: state('preview') });
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Connecter un modèle')).toBeInTheDocument();
    unmount();
    renderWithStore(<ReplyTab />, { state: state('openai:gpt-4o-mini') });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('under a compose result, in the interface language', () => {
    renderWithStore(<ComposeResult />, {
      state: {
        compose: {
          ...initialComposeState,
          status: 'done',
          operation: 'correct',
          text: 'Hello Ann,',
          engine: 'preview',
          previewShown: true,
        },
      },
      language: 'en',
    });
    expect(
      screen.getByText('Text produced by the local demo engine, not by an AI model.'),
    ).toBeInTheDocument();
  });

  it('under an email summary and an attachment summary', () => {
    renderWithStore(
      <>
        <EmailSummaryCard />
        <ul>
          <AttachmentRow id="a1" />
        </ul>
      </>,
      {
        state: {
          summary: { ...initialSummaryState, status: 'done', text: 'Résumé', engine: 'preview' },
          attachments: {
            ...initialAttachmentsState,
            list: 'loaded',
            ids: ['a1'],
            entities: {
              a1: {
                ...PDF,
                status: 'done',
                summary: 'Résumé',
                engine: 'preview',
                error: null,
                processingMode: 'server',
              },
            },
          },
        },
      },
    );
    expect(screen.getAllByText(NOTICE)).toHaveLength(2);
  });
});

describe('Paramètres', () => {
  const auth = {
    ...initialAuthState,
    status: 'signedIn' as const,
    user: { uid: 'u', email: 'a@b.fr', emailVerified: false, displayName: null },
  };
  it.each([
    ['preview', "moteur local de démonstration (pas un modèle d'IA)"],
    ['openai:gpt-4o-mini', 'openai:gpt-4o-mini'],
    [null, "inconnu (le serveur n'a pas répondu)"],
  ])('names the engine the backend runs (%j)', (engine, text) => {
    renderWithStore(<SettingsDialog />, {
      state: { auth, shell: { ...initialShellState, settings: 'open', engine } },
    });
    const panel = screen.getByRole('region', { name: "Moteur d'IA" });
    expect(panel).toHaveTextContent(text);
  });
});
