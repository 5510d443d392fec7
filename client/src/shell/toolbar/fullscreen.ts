/** Spec §8: what is logged when fullscreen cannot be entered. */
export const FULLSCREEN_UNAVAILABLE = 'Fullscreen is not available in this browser.';
export const FULLSCREEN_FAILED = 'Entering fullscreen mode failed.';

/** Leaves fullscreen when the page is in it, else shows the whole page in fullscreen. */
export async function toggleFullscreen(doc: Document = document) {
  if (doc.fullscreenElement) {
    // Leaving only fails when the page already left (e.g. by Escape): nothing to report.
    await doc.exitFullscreen().catch(() => undefined);
    return;
  }
  if (!doc.fullscreenEnabled || typeof doc.documentElement.requestFullscreen !== 'function') {
    console.error(FULLSCREEN_UNAVAILABLE);
    return;
  }
  try {
    await doc.documentElement.requestFullscreen();
  } catch {
    console.error(FULLSCREEN_FAILED);
  }
}
