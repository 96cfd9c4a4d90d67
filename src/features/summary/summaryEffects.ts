import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import type { Ports } from '../../services/ports';

/** A fresh ID token for the body of the summary call, or null when there is none to be had. */
export function* readIdToken(): SagaIterator<string | null> {
  const { identity }: Ports = yield getContext('ports');
  try {
    const token: string | null = yield call([identity, identity.getIdToken]);
    return token || null;
  } catch {
    return null;
  }
}

/** The {reason} of the spec's summary messages: what the failure said, else spec §8's "Stream error". */
export const failureReason = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error ?? '')) || 'Stream error';
