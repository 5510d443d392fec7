/** What the download needs of the session: its access token and its one shared refresh. */
export interface TokenSource {
  readonly token: string | null;
  renewAfter(used: string | null | undefined): Promise<string>;
}

/** The export answered with an error, or could not be reached (`status` 0). */
export class CsvExportError extends Error {
  override readonly name = 'CsvExportError';
  constructor(readonly status: number) {
    super(`CSV export failed (${status})`);
  }
}

export interface DownloadOptions {
  /** The file name when the answer names none. */
  fallbackName: string;
  fetch?: typeof fetch;
  document?: Document;
}

/** The file name of a `Content-Disposition: attachment` header (RFC 6266), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  // Only the last path segment: a name is never a place to write to.
  return name ? (name.split(/[\\/]/).pop() ?? null) || null : null;
}

/**
 * Sends a protected REST request with the session's token (REST needs `Authorization: Bearer`;
 * the token lives only in memory), and once more with a renewed one when it had expired.
 */
export async function withSessionToken(
  session: TokenSource,
  request: (authorization: { Authorization?: string }) => Promise<Response>,
): Promise<Response> {
  const header = (token: string | null) => (token ? { Authorization: `Bearer ${token}` } : {});
  const used = session.token;
  const response = await request(header(used));
  if (!(await tokenExpired(response))) return response;
  return request(header(await session.renewAfter(used)));
}

async function tokenExpired(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error === 'TOKEN_EXPIRED';
}

/**
 * Fetches a protected CSV (REST needs `Authorization: Bearer`; the access token lives only in
 * memory, so a plain link cannot carry it) and saves it through a temporary `<a download>`.
 * An expired token is renewed through the session's one refresh and the request sent once more.
 * Throws CsvExportError when no file came.
 */
export async function downloadCsv(
  url: string,
  session: TokenSource,
  options: DownloadOptions,
): Promise<string> {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await withSessionToken(session, (authorization) =>
      send(url, { headers: { Accept: 'text/csv', ...authorization }, credentials: 'same-origin' }),
    );
  } catch (error) {
    if (error instanceof CsvExportError) throw error;
    throw new CsvExportError(0);
  }
  if (!response.ok) throw new CsvExportError(response.status);
  const blob = await response.blob();
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  saveBlob(blob, name, options.document ?? document);
  return name;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string, doc: Document = document): void {
  const href = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // The click starts the download asynchronously; the URL must outlive this task.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
