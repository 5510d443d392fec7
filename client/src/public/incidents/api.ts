import type { FieldErrors, FollowUp, Receipt, ReportInput } from './types';

export const REPORT_URL = '/api/public/incidents';
export const FOLLOW_UP_URL = '/api/public/incidents/follow-up';
export const FOLLOW_BY_CODE_URL = '/api/public/incidents/follow-up/by-code';

/** What opens a case's follow-up: the private link's token, or the code and its short secret. */
export type FollowKey = { token: string } | { code: string; secret: string };
/** A report is worth waiting for, but a hung request must not keep it from the queue. */
const TIMEOUT_MS = 20_000;

export type SendOutcome =
  | { kind: 'receipt'; receipt: Receipt }
  /** 400: the server says what is wrong; sending it again would not help. */
  | { kind: 'invalid'; message: string; fields: FieldErrors }
  /** 429: too many from this address; `retryAfter` seconds. */
  | { kind: 'rate-limited'; retryAfter: number }
  /** No answer, or one that may succeed later (network, 5xx): kept and sent again. */
  | { kind: 'unreachable' };

export type FollowOutcome =
  | { kind: 'found'; followUp: FollowUp }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfter: number }
  | { kind: 'unreachable' };

/** Files a report. Never rejects: every way it can fail is an outcome. */
export async function sendReport(report: ReportInput): Promise<SendOutcome> {
  const answer = await post(REPORT_URL, report, report.language);
  if (!answer) return { kind: 'unreachable' };
  const { response, body } = answer;
  if (response.status === 200 || response.status === 201) {
    return isReceipt(body) ? { kind: 'receipt', receipt: body } : { kind: 'unreachable' };
  }
  if (response.status === 400) {
    const error = (body ?? {}) as { message?: unknown; fields?: unknown };
    return {
      kind: 'invalid',
      message: typeof error.message === 'string' ? error.message : '',
      fields: isFields(error.fields) ? error.fields : {},
    };
  }
  if (response.status === 429) return { kind: 'rate-limited', retryAfter: retryAfter(answer) };
  return { kind: 'unreachable' };
}

/** A case's follow-up by its key (in a body, never in a URL). Never rejects. */
export async function fetchFollowUp(key: FollowKey): Promise<FollowOutcome> {
  const answer = await post('token' in key ? FOLLOW_UP_URL : FOLLOW_BY_CODE_URL, key);
  if (!answer) return { kind: 'unreachable' };
  const { response, body } = answer;
  if (response.ok && body && typeof body === 'object' && 'updates' in body) {
    return { kind: 'found', followUp: body as FollowUp };
  }
  // A malformed key is as unknown as a wrong one: say nothing else about it.
  if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
  if (response.status === 429) return { kind: 'rate-limited', retryAfter: retryAfter(answer) };
  return { kind: 'unreachable' };
}

async function post(url: string, data: unknown, language?: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(language ? { 'Accept-Language': language } : {}),
      },
      body: JSON.stringify(data),
      signal: controller.signal,
      // The token and the report stay out of any Referer.
      referrerPolicy: 'no-referrer',
    });
    const body: unknown = await response.json().catch(() => null);
    return { response, body };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function retryAfter({ response, body }: { response: Response; body: unknown }): number {
  const fromBody = (body as { retryAfter?: unknown } | null)?.retryAfter;
  const seconds =
    typeof fromBody === 'number' ? fromBody : Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

function isReceipt(value: unknown): value is Receipt {
  const receipt = value as Partial<Receipt> | null;
  return (
    typeof receipt?.code === 'string' &&
    typeof receipt.followToken === 'string' &&
    typeof receipt.office === 'object' &&
    receipt.office !== null
  );
}

function isFields(value: unknown): value is FieldErrors {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}
