/**
 * Calls `callback` once, the next time this window is shown (its tab chosen again) or focused;
 * answers a function that stops waiting.
 */
export function whenShown(callback: () => void): () => void {
  const check = () => {
    if (document.visibilityState !== 'visible') return;
    stop();
    callback();
  };
  const stop = () => {
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('focus', check);
  };
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
  return stop;
}
