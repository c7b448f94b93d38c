/**
 * Calls `callback` once the browser has painted the current frame (a timeout queued from
 * requestAnimationFrame runs after that frame's rendering). A hidden page paints no frames:
 * there it is only a timeout. Returns the function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
