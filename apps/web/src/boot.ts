/**
 * The page's entry: a few hundred bytes that let the static shell of index.html paint before the app's
 * JavaScript (React, Redux, the store and the first page) is fetched and evaluated, then start the app.
 * A phone shows the shell as soon as the HTML is there instead of after downloading and running about
 * 120 KiB of JavaScript (docs/performance.md). The app's files are requested after that first
 * paint, not preloaded with the HTML: Lighthouse counts every request that ends before the largest paint
 * in that paint's time, and even low-priority `modulepreload` links ended before it in a third of the audits.
 *
 * The app's modules are evaluated in three tasks (React; Redux and the API slice; the app), then the app
 * makes its store in a fourth (main.tsx), none of them long enough to hold up a slow phone (evaluating
 * them at once was one task of 75–110 ms at 4× CPU slowdown).
 */
import { nextTask } from './lib/idle';

async function startApp() {
  await import('react-dom/client');
  await nextTask();
  await import('@mj/api');
  await nextTask();
  await import('./main');
}

// After the first frame, or 100 ms when no frame comes (a tab opened in the background).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void startApp();
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
