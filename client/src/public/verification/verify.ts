import {
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  type VerifiedProvider,
  type VerifyOutcome,
} from './types';

export type { VerifiedProvider, VerifyOutcome } from './types';

export const VERIFY_URL = '/api/public/verify';
/** On a bad connection a search that hangs is worse than one that says so. */
const TIMEOUT_MS = 12_000;

/**
 * Asks the registry whether a provider is registered. Never rejects for a network or server
 * problem: each one is an outcome the page explains. Only an abort through `signal` (the
 * tourist searched again) rejects, with the AbortError.
 */
export async function verifyProvider(query: string, signal?: AbortSignal): Promise<VerifyOutcome> {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH) return { kind: 'too-short' };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const params = new URLSearchParams({ q: text.slice(0, MAX_QUERY_LENGTH) });
    const response = await fetch(`${VERIFY_URL}?${params}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.status === 429) return { kind: 'rate-limited' };
    if (response.status === 400) return { kind: 'too-short' };
    if (!response.ok) return { kind: 'error' };
    const body = (await response.json()) as Partial<{
      query: string;
      results: VerifiedProvider[];
      more: boolean;
      suggestions: VerifiedProvider[];
      noGuideNamed: boolean;
    }>;
    if (!Array.isArray(body.results)) return { kind: 'error' };
    return {
      kind: 'results',
      query: typeof body.query === 'string' ? body.query : text,
      results: body.results,
      more: body.more === true,
      suggestions: Array.isArray(body.suggestions) ? body.suggestions : [],
      noGuideNamed: body.noGuideNamed === true,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A failed or timed-out request on a phone is nearly always the connection.
    return { kind: 'offline' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
