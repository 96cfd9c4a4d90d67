import { MessageBarType } from '@fluentui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMessageBar } from '../../../src/ui/DeferredMessageBar';

describe('DeferredMessageBar', () => {
  it('shows the text at once in a plain bar, then in Fluent’s MessageBar once loaded, same role', async () => {
    const { container } = render(
      <DeferredMessageBar messageBarType={MessageBarType.error} role="alert">
        Échec
      </DeferredMessageBar>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Échec');
    expect(container.querySelector('.ms-MessageBar')).toBeNull();
    await vi.waitFor(() => expect(container.querySelector('.ms-MessageBar')).not.toBeNull());
    // Fluent's bar renders its text a timer later (DelayedRender, so screen readers hear it arrive).
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Échec'));
  });

  it('can be dismissed before and after Fluent’s bar has loaded', async () => {
    const onDismiss = vi.fn();
    const bar = (
      <DeferredMessageBar role="status" onDismiss={onDismiss} dismissButtonAriaLabel="Fermer">
        Enregistré
      </DeferredMessageBar>
    );
    const { container, unmount } = render(bar);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(container.querySelector('.ms-MessageBar')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    unmount();
  });
});
