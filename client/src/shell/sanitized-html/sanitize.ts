import DOMPurify from 'dompurify';

/**
 * Addresses a link may point to: http(s), mailto and tel, or a relative address. Anything else
 * with a scheme (javascript:, data:, vbscript: ...) is refused. The same rule as DOMPurify's
 * default, without the protocols nobody here needs (ftp, sms, xmpp ...).
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// What browsers ignore inside a URL ("java\tscript:" runs as javascript:), removed before testing.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point here.
const IGNORED_IN_URL = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Whether a link from the server may be put into an href. */
export function isSafeUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  return SAFE_URL.test(url.replace(IGNORED_IN_URL, ''));
}

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
