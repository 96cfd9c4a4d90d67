import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FAILED, createClipboard } from '../../../src/services/clipboard';
import { ClipboardError } from '../../../src/services/ports';

// jsdom has neither navigator.clipboard nor document.execCommand: each test says what the browser does.
let execCommand: ReturnType<typeof vi.fn>;
/** What the hidden textarea held and whether it was selected when the browser was asked to copy. */
let copied: { value: string; selected: string; inDocument: boolean } | null;

function browserCopies(result: boolean | 'throws') {
  execCommand = vi.fn((command: string) => {
    expect(command).toBe('copy');
    const textarea = document.activeElement as HTMLTextAreaElement;
    copied = {
      value: textarea.value,
      selected: textarea.value.slice(textarea.selectionStart, textarea.selectionEnd),
      inDocument: document.body.contains(textarea),
    };
    if (result === 'throws') throw new Error('SecurityError');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
}

beforeEach(() => {
  copied = null;
});

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  document.body.innerHTML = '';
});

describe('createClipboard', () => {
  it('uses the Clipboard API when there is one', async () => {
    browserCopies(true);
    const writeText = vi.fn(async () => undefined);
    await createClipboard({ clipboard: { writeText } }).writeText('Bonjour\nClaire');
    expect(writeText).toHaveBeenCalledWith('Bonjour\nClaire');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected hidden textarea when the Clipboard API is missing, then cleans up', async () => {
    browserCopies(true);
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    await createClipboard({}).writeText('Ligne 1\nLigne 2 — é😀');
    expect(copied).toEqual({
      value: 'Ligne 1\nLigne 2 — é😀',
      selected: 'Ligne 1\nLigne 2 — é😀',
      inDocument: true,
    });
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('falls back when the Clipboard API refuses (permission policy in a task pane)', async () => {
    browserCopies(true);
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    await expect(createClipboard({ clipboard: { writeText } }).writeText('texte')).resolves.toBeUndefined();
    expect(writeText).toHaveBeenCalledOnce();
    expect(copied?.value).toBe('texte');
  });

  it('rejects with the spec message when both ways fail', async () => {
    const refused = { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } };
    browserCopies(false);
    await expect(createClipboard(refused).writeText('x')).rejects.toThrow(COPY_FAILED);
    expect(COPY_FAILED).toBe('Failed to copy template to clipboard.');
    browserCopies('throws');
    await expect(createClipboard({}).writeText('x')).rejects.toThrow('Failed to copy template to clipboard.');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('rejects when there is no execCommand at all', async () => {
    await expect(createClipboard({}).writeText('x')).rejects.toEqual(new ClipboardError(COPY_FAILED));
  });

  it('uses the real navigator by default', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    try {
      await createClipboard().writeText('par défaut');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(writeText).toHaveBeenCalledWith('par défaut');
  });
});
