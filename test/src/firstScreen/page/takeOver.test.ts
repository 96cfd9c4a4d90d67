import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finishFirstScreen, takeFirstScreenInput } from '../../../../src/firstScreen/page/takeOver';

function prerendered(attributes = 'data-first-screen="visitor"') {
  document.head.innerHTML = '<style id="first-screen-styles">.fs-a{}</style>';
  document.body.innerHTML = `<div id="root" ${attributes}><form>
    <input name="email" type="email"><input name="password" type="password"></form></div>`;
  return document.getElementById('root')!;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('takeFirstScreenInput', () => {
  it('is null on a page without a prerendered screen', () => {
    const root = prerendered('');
    expect(takeFirstScreenInput(root)).toBeNull();
  });

  it('reads what was typed, the focused field with its caret, and ends the watch', () => {
    const root = prerendered(
      'data-first-screen="visitor" data-first-screen-submitted="" data-first-screen-click="auth-mode"',
    );
    root.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    const password = root.querySelector<HTMLInputElement>('[name=password]')!;
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 4);
    expect(takeFirstScreenInput(root)).toEqual({
      email: 'ada@example.com',
      password: 'secret',
      focus: { name: 'password', start: 2, end: 4 },
      submitted: true,
      clicked: 'auth-mode',
    });
    expect(root.hasAttribute('data-first-screen')).toBe(false);
    expect(root.hasAttribute('data-first-screen-submitted')).toBe(false);
    expect(root.hasAttribute('data-first-screen-click')).toBe(false);
  });

  it('reports no focus when none of the fields had it, and no submit when none happened', () => {
    const root = prerendered();
    expect(takeFirstScreenInput(root)).toMatchObject({
      email: '',
      password: '',
      focus: null,
      submitted: false,
      clicked: null,
    });
  });
});

describe('finishFirstScreen', () => {
  it('drops the prerendered styles and puts the focus and caret back in the live field', () => {
    const root = prerendered();
    root.innerHTML =
      '<input name="email" type="email"><input name="password" type="password" value="secret">';
    finishFirstScreen(root, {
      email: '',
      password: 'secret',
      focus: { name: 'password', start: 1, end: 3 },
      submitted: false,
      clicked: null,
    });
    expect(document.getElementById('first-screen-styles')).toBeNull();
    const password = root.querySelector<HTMLInputElement>('[name=password]')!;
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([1, 3]);
  });

  it('focuses an email field without a caret (email inputs have no selection)', () => {
    const root = prerendered();
    finishFirstScreen(root, {
      email: 'a',
      password: '',
      focus: { name: 'email', start: null, end: null },
      submitted: false,
      clicked: null,
    });
    expect(document.activeElement).toBe(root.querySelector('[name=email]'));
  });

  it('replays the click that came before the app, on the live control of that name', () => {
    const root = prerendered();
    const onClick = vi.fn();
    root.innerHTML = '<button data-replay="auth-mode">Créer un Compte</button>';
    root.querySelector('button')!.addEventListener('click', onClick);
    finishFirstScreen(root, { email: '', password: '', focus: null, submitted: false, clicked: 'auth-mode' });
    expect(onClick).toHaveBeenCalledTimes(1);
    finishFirstScreen(root, { email: '', password: '', focus: null, submitted: false, clicked: 'x"]' });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus alone when nothing had it', () => {
    const root = prerendered();
    finishFirstScreen(root, null);
    expect(document.activeElement).toBe(document.body);
  });
});
