/**
 * The page's module script (scripts/vite/paint-first.ts builds it from this file, with the entry's path):
 * it imports the app's entry, which the HTML already preloads. When the document shows the login shell
 * (`data-boot="login"`, scripts/vite/login-shell.ts) it waits until the shell's largest element has painted,
 * so that paint never waits for ~170 KB of JavaScript to evaluate; a second at most, since browsers that do
 * not report paints, or a tab in the background, report nothing.
 *
 * Self-contained (it is not bundled): a classic module of its own.
 */
export function startApp(win: Window & typeof globalThis, start: () => unknown): void {
  if (win.document.documentElement.dataset.boot !== 'login') {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  win.setTimeout(once, 1000);
  const supported = win.PerformanceObserver?.supportedEntryTypes ?? [];
  const type = supported.includes('largest-contentful-paint')
    ? 'largest-contentful-paint'
    : supported.includes('paint')
      ? 'paint'
      : null;
  if (!type) {
    win.requestAnimationFrame(() => win.setTimeout(once));
    return;
  }
  const observer = new win.PerformanceObserver(() => {
    observer.disconnect();
    // The observer reports the paint once it is on screen; the next task may start the heavy work.
    win.setTimeout(once);
  });
  observer.observe({ type, buffered: true });
}
