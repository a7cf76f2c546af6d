import sanitize from 'sanitize-html';

/**
 * The HTML allowed in blog posts and category articles: what the rich-text editor produces
 * (headings 1-3, bold, italic, lists, blockquote, code) plus links, images and simple tables.
 * Everything else is removed, including scripts, styles, event handlers and javascript: URLs.
 * Applied before storing and again before serving.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    ol: ['start', 'type'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Plain text of some HTML, e.g. for meta descriptions and excerpts (entities decoded: it is text, not HTML). */
export function htmlToText(html: string): string {
  // Block boundaries become spaces, so paragraphs do not run together.
  const spaced = html.replace(/<\/?(p|br|h[1-6]|li|blockquote|pre|div|tr|td|th|figcaption)\b/gi, ' $&');
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
