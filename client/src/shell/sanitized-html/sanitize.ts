import DOMPurify from 'dompurify';

import { isSafeUrl, SAFE_URL } from '../../../../shared/links';

// The browser tests of the sanitizer check the link rule through this module too.
export { isSafeUrl };

/** Basic formatting and links; no images, media, forms, frames, styles or scripts. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'br',
  'p',
  'div',
  'span',
  'ul',
  'ol',
  'li',
];

const ALLOWED_ATTR = ['href', 'title'];

// A purifier of our own, so the hook below does not change DOMPurify for other code.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !isSafeUrl(href)) node.removeAttribute('href');
  // A page opened from here must not get a handle on this window (window.opener).
  node.setAttribute('rel', 'noopener noreferrer');
  if (/^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
});

/** HTML from the server reduced to what may be shown: see ALLOWED_TAGS and ALLOWED_ATTR. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
