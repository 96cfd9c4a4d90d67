import { act, fireEvent, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from '../../../../src/app/chunks/ChunkBoundary';
import { lazyChunk } from '../../../../src/app/chunks/lazyChunk';
import { CHUNK_TIMEOUT_MS } from '../../../../src/lib/loadChunk';
import { renderWithStore } from '../../helpers/renderWithStore';

const FAILED_FR =
  "Impossible de charger cette partie de l'application. Vérifiez votre connexion, puis réessayez.";
const TIMED_OUT_FR = 'Le chargement prend trop de temps. Vérifiez votre connexion, puis réessayez.';

/** A module whose default export renders `text`. */
const screenModule = (text: string) => ({ default: () => <p>{text}</p> });
const networkError = () => new TypeError('Failed to fetch dynamically imported module');

function inBoundary(children: ReactNode, language: 'fr' | 'en' = 'fr') {
  return renderWithStore(<ChunkBoundary fallback={<p>Chargement...</p>}>{children}</ChunkBoundary>, {
    language,
  });
}

describe('ChunkBoundary with lazyChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the fallback, then the loaded chunk', async () => {
    const load = vi.fn(() => Promise.resolve(screenModule('Écran de lecture')));
    const Read = lazyChunk(load);
    inBoundary(<Read />);
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByText('Écran de lecture')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers Réessayer when a chunk fails, and imports it again', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof screenModule>>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(screenModule('Écran de lecture'));
    const Read = lazyChunk(load);
    inBoundary(<Read />);
    expect(await screen.findByText(FAILED_FR)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FAILED_FR));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Écran de lecture')).toBeInTheDocument();
    expect(screen.queryByText(FAILED_FR)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says when a chunk took longer than the 120 s time-out, and retries it', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<ReturnType<typeof screenModule>>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce(screenModule('Écran de rédaction'));
    const Compose = lazyChunk(load);
    inBoundary(<Compose />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    // Fluent's MessageBar renders its text a moment after mounting (for screen readers).
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText(TIMED_OUT_FR)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Écran de rédaction')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the chunks that loaded when retrying another one', async () => {
    const loadRead = vi.fn(() => Promise.resolve(screenModule('Écran de lecture')));
    const loadSettings = vi
      .fn<() => Promise<ReturnType<typeof screenModule>>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(screenModule('Paramètres'));
    const Read = lazyChunk(loadRead);
    const Settings = lazyChunk(loadSettings);
    inBoundary(
      <>
        <Read />
        <Settings />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Paramètres')).toBeInTheDocument();
    expect(screen.getByText('Écran de lecture')).toBeInTheDocument();
    expect(loadRead).toHaveBeenCalledTimes(1);
    expect(loadSettings).toHaveBeenCalledTimes(2);
  });

  it('fails again honestly when the retry fails too', async () => {
    const load = vi.fn(() => Promise.reject(networkError()));
    const Read = lazyChunk(load);
    inBoundary(<Read />);
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(await screen.findByText(FAILED_FR)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('speaks English in English', async () => {
    const Read = lazyChunk<object>(() => Promise.reject(networkError()));
    inBoundary(<Read />, 'en');
    expect(
      await screen.findByText(
        'This part of the add-in could not be loaded. Check your connection, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('passes errors that are not a chunk’s on to the boundary above', async () => {
    class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p>outer: {this.state.error}</p> : this.props.children;
      }
    }
    const Broken = lazyChunk(() =>
      Promise.resolve({
        default: (): ReactNode => {
          throw new Error('render bug');
        },
      }),
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(
      <Outer>
        <ChunkBoundary fallback={<p>Chargement...</p>}>
          <Broken />
        </ChunkBoundary>
      </Outer>,
    );
    expect(await screen.findByText('outer: render bug')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
