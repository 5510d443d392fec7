// negotiator 1.x ships no types; only the part used here (server/http/encoded.ts).
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The client's most acceptable of `available`; ties go to the order of `preferred`. */
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
}
