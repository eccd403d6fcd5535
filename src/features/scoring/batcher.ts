/**
 * Gathers the case runs that concurrent job handlers ask to score and scores them together, so
 * a thousand jobs in flight cost a few batched loads and inserts rather than a thousand of each.
 * A batch starts on the next turn of the event loop, or at once when it is full.
 */
export function createBatcher(score: (ids: string[]) => Promise<unknown>, maxBatch: number) {
  let waiting: Array<{ id: string; resolve: () => void; reject: (e: unknown) => void }> = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    if (!batch.length) return;
    score(batch.map((b) => b.id)).then(
      () => batch.forEach((b) => b.resolve()),
      (e) => batch.forEach((b) => b.reject(e)),
    );
  };
  return (id: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ id, resolve, reject });
      if (waiting.length >= maxBatch) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
