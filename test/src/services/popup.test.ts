import { describe, expect, it, vi } from 'vitest';
import { createPopup, POPUP_NAME } from '../../../src/services/popup';

function opener(handle: { closed: boolean; close(): void } | null) {
  return {
    open: vi.fn((_url?: string, _target?: string, _features?: string) => handle as unknown as Window | null),
    screenX: 100,
    screenY: 50,
    outerWidth: 1300,
    outerHeight: 1000,
  };
}

describe('popup', () => {
  it('opens a named window of the asked size, centred over the add-in, keeping the handle', () => {
    const handle = { closed: false, close: vi.fn() };
    const win = opener(handle);
    const popupWindow = createPopup(win).open('https://login.example/consent', { width: 500, height: 600 });
    expect(win.open).toHaveBeenCalledWith(
      'https://login.example/consent',
      POPUP_NAME,
      'popup=yes,width=500,height=600,left=500,top=250',
    );
    // noopener would make window.open return null and hide when the window closes.
    expect(win.open.mock.calls[0]![2]).not.toContain('noopener');
    expect(popupWindow!.isClosed()).toBe(false);
    handle.closed = true;
    expect(popupWindow!.isClosed()).toBe(true);
    popupWindow!.close();
    expect(handle.close).toHaveBeenCalledOnce();
  });

  it('keeps the window on screen when the add-in is smaller than it', () => {
    const win = { ...opener({ closed: false, close: vi.fn() }), screenX: 0, screenY: 0, outerWidth: 320 };
    createPopup(win).open('https://x', { width: 500, height: 600 });
    expect(win.open.mock.calls[0]![2]).toContain('left=0,');
  });

  it('returns null when the browser blocks it', () => {
    expect(createPopup(opener(null)).open('https://x', { width: 500, height: 600 })).toBeNull();
  });
});
