/** What other modules may use of contents: the sanitizer of the rich-text editor's HTML. */
export { sanitizeContentHtml } from './sanitize-content';
