import type { CSSProperties } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import './rich-text.css';

type Props = { html: string | null | undefined; className?: string; style?: CSSProperties };

/** Renders stored rich text (always sanitized). */
export function RichTextView({ html, className, style }: Props) {
  return (
    <div
      className={['rich-text-content', className].filter(Boolean).join(' ')}
      style={style}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html ?? '') }}
    />
  );
}
