import { type DefaultTreeAdapterTypes, html, parseFragment } from 'parse5';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/** The only tags an FAQ answer keeps (issue 4); `b` and `i` read as their semantic twins. */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
const VOID = new Set(['br']);

/**
 * Elements dropped with everything inside: scripts, styles and anything whose content is not text for the
 * reader. Other unknown elements (div, span, h3, table…) are unwrapped: their text stays, the tag goes.
 */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'plaintext',
  'head',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'img',
  'video',
  'audio',
  'canvas',
]);

const escapeText = (value: string): string =>
  value.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

function unsafeUrlCharacter(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || c === '\\';
}

export type SafeLink = { href: string; external: boolean };

/**
 * A link an answer may keep: `https:` with a host, `mailto:`, or a path on the portal (`/contact`; never
 * `//host` or a backslash, which browsers read as another host). Anything else (javascript:, data:, http:)
 * answers null and the anchor loses its link.
 */
export function safeLink(raw: string): SafeLink | null {
  const href = raw.trim();
  // Control characters and whitespace inside a URL are how filters get fooled ("java\tscript:").
  if (href === '' || [...href].some(unsafeUrlCharacter)) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : { href, external: false };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' && url.hostname !== '') return { href: url.href, external: true };
  if (url.protocol === 'mailto:') return { href, external: false };
  return null;
}

function renderChildren(nodes: readonly ChildNode[], out: string[]): void {
  for (const node of nodes) renderNode(node, out);
}

function renderNode(node: ChildNode, out: string[]): void {
  if (node.nodeName === '#text' && 'value' in node) {
    out.push(escapeText(node.value));
    return;
  }
  if (!('tagName' in node)) return; // comments, doctypes
  const element: Element = node;
  // SVG and MathML can carry scripts and styles of their own: never kept, nor their content.
  if (element.namespaceURI !== html.NS.HTML || DROPPED.has(element.tagName)) return;
  const tag = RENAMED[element.tagName] ?? element.tagName;
  if (!ALLOWED.has(tag)) {
    renderChildren(element.childNodes, out);
    return;
  }
  if (VOID.has(tag)) {
    out.push(`<${tag}>`);
    return;
  }
  let open = `<${tag}>`;
  if (tag === 'a') {
    const link = safeLink(element.attrs.find((a) => a.name === 'href')?.value ?? '');
    if (!link) {
      renderChildren(element.childNodes, out);
      return;
    }
    open = link.external
      ? `<a href="${escapeAttribute(link.href)}" target="_blank" rel="noopener noreferrer">`
      : `<a href="${escapeAttribute(link.href)}" rel="noopener noreferrer">`;
  }
  out.push(open);
  renderChildren(element.childNodes, out);
  out.push(`</${tag}>`);
}

/**
 * Club-written HTML (FAQ answers) reduced to a strict allow-list: p, ul, ol, li, strong, em, br and links
 * (`https:`, `mailto:` or a portal path; external links open in a new tab with rel noopener noreferrer).
 * Every other attribute (on*, style, class…) goes; unknown elements are unwrapped, scripts and the like
 * dropped with their content. Parsed as a browser would (parse5), so malformed markup cannot smuggle a
 * tag through.
 */
export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  renderChildren(parseFragment(input).childNodes, out);
  return out.join('');
}
