import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_CLICK_ATTRIBUTE,
  FIRST_SCREEN_STYLES_ID,
  FIRST_SCREEN_SUBMITTED_ATTRIBUTE,
} from '../firstScreenIds';

/** What a visitor did on the prerendered first screen before the app took over (showFirstScreen.ts). */
export interface FirstScreenInput {
  email: string;
  password: string;
  /** The sign-in field that had the focus, with its caret. */
  focus: { name: 'email' | 'password'; start: number | null; end: number | null } | null;
  /** The form was submitted (Enter, or Se Connecter): the app signs in with what was typed. */
  submitted: boolean;
  /** The data-replay name of the last control clicked (the login / registration toggle). */
  clicked: string | null;
}

const FIELDS = ['email', 'password'] as const;
const fieldIn = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/**
 * Reads what was typed into the prerendered screen and ends its watch. Call it in the same task as the
 * app's first commit (flushSync), so that nothing typed in between is lost. Null when the page was not
 * prerendered (the dev server, tests).
 */
export function takeFirstScreenInput(root: HTMLElement): FirstScreenInput | null {
  if (!root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return null;
  const submitted = root.hasAttribute(FIRST_SCREEN_SUBMITTED_ATTRIBUTE);
  const clicked = root.getAttribute(FIRST_SCREEN_CLICK_ATTRIBUTE);
  for (const name of [
    FIRST_SCREEN_ATTRIBUTE,
    FIRST_SCREEN_SUBMITTED_ATTRIBUTE,
    FIRST_SCREEN_CLICK_ATTRIBUTE,
  ]) {
    root.removeAttribute(name);
  }
  const active = root.ownerDocument.activeElement;
  const focused = FIELDS.find((name) => active !== null && active === fieldIn(root, name));
  const input = focused ? fieldIn(root, focused) : null;
  return {
    email: fieldIn(root, 'email')?.value ?? '',
    password: fieldIn(root, 'password')?.value ?? '',
    focus: focused && input ? { name: focused, start: input.selectionStart, end: input.selectionEnd } : null,
    submitted,
    clicked,
  };
}

/**
 * Once the app has rendered: the prerendered styles go, the click that came too early reaches its live
 * control, and the focus returns where it was.
 */
export function finishFirstScreen(root: HTMLElement, input: FirstScreenInput | null): void {
  root.ownerDocument.getElementById(FIRST_SCREEN_STYLES_ID)?.remove();
  // data-replay names are the app's own identifiers; anything else was not written by the app.
  if (input?.clicked && /^[\w-]+$/.test(input.clicked)) {
    root.querySelector<HTMLElement>(`[data-replay="${input.clicked}"]`)?.click();
  }
  if (!input?.focus) return;
  const field = fieldIn(root, input.focus.name);
  if (!field) return;
  field.focus();
  if (input.focus.start !== null && input.focus.end !== null) {
    field.setSelectionRange(input.focus.start, input.focus.end);
  }
}
