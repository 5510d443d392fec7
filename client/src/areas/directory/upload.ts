import type { TFunction } from 'i18next';
import { type TokenSource, withSessionToken } from '../../registry/csv-download';
import { type MessageRule, translateMessage } from '../../registry/field-errors';

/** Where a directory file of each registry is uploaded for a preview. */
export const PREVIEW_PATHS = {
  TRAVEL_AGENCIES: '/api/admin/directory/travel-agencies/preview',
  LODGINGS: '/api/admin/directory/lodgings/preview',
} as const;

/** The upload was refused (`status` and the server's message), or never arrived (`status` 0). */
export class DirectoryUploadError extends Error {
  override readonly name = 'DirectoryUploadError';
  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(`Directory upload failed (${status}): ${serverMessage}`);
  }
}

/**
 * Sends a file of the national directory as multipart (REST needs the Bearer token, which lives
 * only in memory) and answers the id of the preview the server keeps. An expired token is renewed
 * through the session's one refresh and the file sent once more.
 */
export async function uploadDirectoryFile(
  path: string,
  file: File,
  session: TokenSource,
  send: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<string> {
  let response: Response;
  try {
    response = await withSessionToken(session, (authorization) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return send(path, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json', ...authorization },
        credentials: 'same-origin',
      });
    });
  } catch {
    throw new DirectoryUploadError(0, '');
  }
  const answer = (await response.json().catch(() => null)) as {
    id?: string;
    message?: string;
  } | null;
  if (!response.ok || typeof answer?.id !== 'string') {
    throw new DirectoryUploadError(response.status, answer?.message ?? '');
  }
  return answer.id;
}

/** The server's words for a refused file (server/areas/directory/csv-file.ts), in the user's. */
const UPLOAD_MESSAGES: readonly MessageRule[] = [
  [/^Not a CSV file/, 'directory.upload.errors.notCsv'],
  [
    /^Not a file of the national directory: no column (?<column>[A-Z_]+)/,
    'directory.upload.errors.columns',
  ],
  [/^The file is larger than/, 'directory.upload.errors.tooLarge'],
  [/^The file has more than (?<rows>\d+) rows/, 'directory.upload.errors.tooManyRows'],
];

/** What to tell the person whose upload failed. */
export function uploadErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof DirectoryUploadError)) return t('directory.upload.errors.failed');
  if (error.status === 0) return t('directory.upload.errors.offline');
  if (error.status === 413) return t('directory.upload.errors.tooLarge');
  if (error.status === 403) return t('directory.upload.errors.forbidden');
  return translateMessage(
    t,
    error.serverMessage,
    UPLOAD_MESSAGES,
    'directory.upload.errors.failed',
  );
}
