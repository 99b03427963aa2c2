/**
 * Moves to an element of the page the way an in-page link should: scrolls it to the top (smoothly unless
 * the visitor prefers reduced motion), gives it focus so keyboard and screen-reader users continue from
 * there, and puts its id in the address bar for sharing. The router is left out on purpose: a hash change
 * through it would count as a navigation and revalidate the layout's loaders.
 */
export function jumpTo(id: string, options: { smooth?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({
    behavior: options.smooth !== false && !reduced ? 'smooth' : 'auto',
    block: 'start',
  });
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
