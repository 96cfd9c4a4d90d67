import { MessageBarType } from '@fluentui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMessageBar } from '../../../src/ui/DeferredMessageBar';

// The chunk of Fluent's MessageBar cannot be fetched (the network went away after the first screen).
vi.mock('../../../src/lib/loadChunk', async (original) => {
  const actual = await original<typeof import('../../../src/lib/loadChunk')>();
  return {
    ...actual,
    loadChunk: () =>
      Promise.reject(new actual.ChunkLoadError('failed', { cause: new TypeError('Failed to fetch') })),
  };
});

describe('DeferredMessageBar when Fluent’s bar cannot be fetched', () => {
  it('keeps the message on screen in the plain bar, still dismissible', async () => {
    const onDismiss = vi.fn();
    const { container } = render(
      <DeferredMessageBar
        messageBarType={MessageBarType.warning}
        role="status"
        onDismiss={onDismiss}
        dismissButtonAriaLabel="Fermer"
      >
        Hors ligne
      </DeferredMessageBar>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Hors ligne');
    expect(container.querySelector('.ms-MessageBar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
