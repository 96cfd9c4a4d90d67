/**
 * Text pushed by a callback (node-llama-cpp's onTextChunk) read as an async iterable: the generation runs
 * at its own pace and the reader takes the deltas in order, however far behind it is.
 */
export class TextQueue implements AsyncIterable<string> {
  private readonly pending: string[] = [];
  private ended = false;
  private failure: { error: unknown } | undefined;
  private wake: (() => void) | undefined;

  push(delta: string): void {
    if (this.ended || delta === '') return;
    this.pending.push(delta);
    this.notify();
  }

  end(): void {
    this.ended = true;
    this.notify();
  }

  fail(error: unknown): void {
    if (this.ended) return;
    this.failure = { error };
    this.end();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    for (;;) {
      const delta = this.pending.shift();
      if (delta !== undefined) {
        yield delta;
        continue;
      }
      // Deltas queued before a failure are still delivered; the failure comes after them.
      if (this.failure !== undefined) throw this.failure.error;
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
