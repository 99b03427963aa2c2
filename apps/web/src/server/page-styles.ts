import type { EmotionCache } from '@emotion/cache';

/**
 * The styles a rendered page uses, as <style> elements for its head, in the form emotion's browser cache
 * adopts on start (it reads the ids after the key and never inserts those styles again): the component styles
 * in one element, each global style (the baseline, the fonts' faces) in its own, as emotion's `Global`
 * looks for it. Rendering with `cache.compat` set keeps emotion from writing a <style> before each element
 * instead: a dashboard had 178 of them through its body, each one restyling the page while it was parsed, and
 * moved one by one into the head by the browser's cache before hydration (decision 017).
 */
export function pageStyles(cache: EmotionCache, markup: string): string {
  const used = classNamesIn(markup);
  const ids: string[] = [];
  let rules = '';
  let globals = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const className = `${cache.key}-${id}`;
    if (cache.registered[className] === undefined) {
      globals += styleElement(`${cache.key}-global ${id}`, css);
    } else if (used.has(className)) {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals}${styleElement(`${cache.key} ${ids.join(' ')}`, rules)}`;
}

/**
 * Every class the markup names, read once: looking each of a dashboard's ~270 styles up in its ~70 KB of
 * markup separately was a few milliseconds of every render.
 */
function classNamesIn(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (list ?? '').split(' ')) if (name) names.add(name);
  }
  return names;
}

/** A <style> element; a `</style` inside a rule (in a content string, say) would end it early. */
function styleElement(names: string, css: string): string {
  return `<style data-emotion="${names}">${css.replaceAll('</style', '<\\/style')}</style>`;
}
