/**
 * Gathers the case runs that concurrent job handlers ask to score and scores them together, so
 * a thousand jobs in flight cost a few batched loads and inserts rather than a thousand of each.
 * The queue hands jobs out a few at a time, so a batch waits `windowMs` for more to arrive, or
 * starts at once when it is full; a lone job waits only that long.
 */
export function createBatcher(score: (ids: string[]) => Promise<unknown>, maxBatch: number, windowMs = 25) {
  let waiting: Array<{ id: string; resolve: () => void; reject: (e: unknown) => void }> = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
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
      else if (!timer) timer = setTimeout(flush, windowMs);
    });
}
