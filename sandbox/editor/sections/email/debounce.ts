/**
 * Spec: search is debounced 100 ms with a maximum wait of 500 ms. Calls `run` with the latest
 * argument once typing pauses, or at least every maxWait while it does not.
 */
export function debounceWithMaxWait<A>(run: (arg: A) => void, waitMs: number, maxWaitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt: number | null = null;
  let latest: A;
  const fire = () => {
    timer = undefined;
    firstAt = null;
    run(latest);
  };
  const call = (arg: A) => {
    latest = arg;
    const now = Date.now();
    firstAt ??= now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, Math.min(waitMs, firstAt + maxWaitMs - now)));
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    firstAt = null;
  };
  return call;
}
