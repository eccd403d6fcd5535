/** Calls `fn` at most once per `waitMs`, always running a trailing call after the last request. */
export function throttle(fn: () => void, waitMs: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    last = Date.now();
    timer = null;
    fn();
  };
  const call = () => {
    if (timer) return;
    const wait = last + waitMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return call;
}
