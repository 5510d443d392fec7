// fresh 2.x ships no types; only the part used here (server/http/encoded.ts).
declare module 'fresh' {
  import type { IncomingHttpHeaders } from 'node:http';

  /** Whether the client's cached copy (If-None-Match, If-Modified-Since) is still current. */
  export default function fresh(
    requestHeaders: IncomingHttpHeaders,
    responseHeaders: { etag?: string; 'last-modified'?: string },
  ): boolean;
}
