import sanitizeHtml from 'sanitize-html';

const ALIGN = [/^(?:left|right|center|justify)$/];

/**
 * The HTML of a rule's e-mail as the rich-text editor writes it (paragraphs, bold, italic, strike,
 * underline, font size, alignment, lists), and nothing else: no links, images, scripts or styles
 * beyond those.
 */
export function sanitizeEmailHtml(html: string): string {
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
      'blockquote',
      'h1',
      'h2',
      'h3',
    ],
    allowedAttributes: { span: ['style'], p: ['style'], h1: ['style'], h2: ['style'], h3: ['style'] },
    allowedStyles: {
      span: { 'font-size': [/^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/] },
      p: { 'text-align': ALIGN },
      h1: { 'text-align': ALIGN },
      h2: { 'text-align': ALIGN },
      h3: { 'text-align': ALIGN },
    },
    allowedSchemes: [],
  });
}
