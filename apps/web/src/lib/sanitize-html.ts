import DOMPurify from 'dompurify';

/** Stored or configured HTML made safe to render. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
