/**
 * The page's module script (scripts/vite/paint-first.ts builds it from this file, with the entry's path):
 * it imports the app's entry. Under a prerendered frame (scripts/vite/boot-shells.ts) it waits until the
 * early-requests script reports that frame painted, so the paint never waits for the app's JavaScript to
 * download and evaluate.
 *
 * Self-contained (it is not bundled): a classic module of its own.
 */
export function startApp(win: Window, start: () => unknown): void {
  const painted = win.vidaShellPainted;
  if (painted) void painted.then(start);
  else start();
}
