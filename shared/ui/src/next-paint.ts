/**
 * Resolves after the browser has painted what is committed now: a frame, then a task (a requestAnimationFrame callback
 * runs before its frame is painted). A hidden tab paints no frames: there it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
