import { type HTMLAttributes, useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SanitizedHtmlProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML as the server sent it; nothing is shown for null or an empty string. */
  html: string | null | undefined;
  /** The element that holds the HTML: a block (div, default) or inline (span). */
  as?: 'div' | 'span';
}

/**
 * The one component that shows HTML from the server (SECURITY 16). It keeps basic formatting and
 * links and drops everything that could run code: scripts, event handlers, styles, frames and
 * javascript:/data: URLs. Links get rel="noopener noreferrer".
 */
export function SanitizedHtml({ html, as: Element = 'div', ...rest }: SanitizedHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitized by DOMPurify just above.
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
