import sanitizeHtml from 'sanitize-html';

const FILE_SRC = /^\/v1\/files\/[0-9a-fA-F-]{36}$/;
const ALIGN = [/^(?:left|right|center|justify)$/];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * The HTML the content editor produces, and nothing else: formatting, lists, headings, links and
 * images served by our own files API (an image from anywhere else is dropped).
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      's',
      'u',
      'span',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'blockquote',
      ...HEADINGS,
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      span: ['style'],
      p: ['style'],
      ...Object.fromEntries(HEADINGS.map((h) => [h, ['style']])),
    },
    allowedStyles: {
      span: { 'font-size': [/^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/] },
      p: { 'text-align': ALIGN },
      ...Object.fromEntries(HEADINGS.map((h) => [h, { 'text-align': ALIGN }])),
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !FILE_SRC.test(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
