/**
 * Who publishes the feed: CAP's `sender` (an identifier without spaces or commas), the name
 * people read (`senderName`, before the source of each alert) and the site its links start with.
 */
export interface FeedSource {
  sender: string;
  senderName: string;
  siteUrl: string;
}

/**
 * The publisher as the feed names it: the product with the two institutions whose staff write
 * the alerts. It republishes what each alert's source said and never speaks for SENAMHI, IGP or
 * INDECI, which publish no feed of their own.
 */
export const FEED_PUBLISHER = 'Turismo Seguro Cusco (DIRCETUR / PNP)';

/** Used as `sender` when the site's address has no host to name it by. */
const FALLBACK_SENDER = 'turismo-seguro-cusco';

/**
 * The feed's source for a site at `publicUrl` (PUBLIC_URL, the address people open), else at the
 * request's own origin (`https://host:port`). The sender is the site's host, which CAP
 * recommends (a domain the publisher controls) and which holds no space or comma.
 */
export function feedSourceOf(publicUrl: string | undefined, requestOrigin: string): FeedSource {
  const siteUrl = (publicUrl?.trim() || requestOrigin).replace(/\/+$/, '');
  let sender = FALLBACK_SENDER;
  try {
    const host = new URL(siteUrl).host.toLowerCase();
    if (host && /^[^\s,<&]+$/.test(host)) sender = host;
  } catch {
    // Not an absolute address: the fallback names the sender.
  }
  return { sender, senderName: FEED_PUBLISHER, siteUrl };
}
