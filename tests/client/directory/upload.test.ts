import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DirectoryUploadError,
  PREVIEW_PATHS,
  uploadDirectoryFile,
  uploadErrorMessage,
} from '../../../client/src/areas/directory/upload';
import { initShellI18n } from '../../support/staff-i18n';

const i18n = await initShellI18n();

afterEach(async () => {
  await i18n.changeLanguage('es');
});

const FILE = new File(['RUC;RAZON_SOCIAL\n'], 'agencias.csv', { type: 'text/csv' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function session(token = 'old') {
  return { token, renewAfter: vi.fn(async () => 'new') };
}

describe('uploading a directory file', () => {
  it('sends the file as multipart with the session’s token and answers the preview’s id', async () => {
    const send = vi.fn(async () => json(201, { id: 'import-1' }));
    const id = await uploadDirectoryFile(PREVIEW_PATHS.TRAVEL_AGENCIES, FILE, session(), send);
    expect(id).toBe('import-1');
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/directory/travel-agencies/preview');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer old');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('renews an expired token once and sends the file again', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(json(401, { error: 'TOKEN_EXPIRED', message: 'Token expired' }))
      .mockResolvedValueOnce(json(201, { id: 'import-2' }));
    const tokens = session();
    expect(await uploadDirectoryFile('/x', FILE, tokens, send)).toBe('import-2');
    expect(tokens.renewAfter).toHaveBeenCalledWith('old');
    const [, second] = send.mock.calls[1] as [string, RequestInit];
    expect((second.headers as Record<string, string>).Authorization).toBe('Bearer new');
  });

  it('says in the user’s words why a file was refused', async () => {
    const refused = async (status: number, message: string) => {
      const send = vi.fn(async () => json(status, { error: 'BAD_REQUEST', message }));
      return uploadDirectoryFile('/x', FILE, session(), send).catch((error) =>
        uploadErrorMessage(i18n.t, error),
      );
    };
    expect(await refused(400, 'Not a CSV file')).toBe(
      'El archivo no es un CSV. Descárgalo de nuevo del portal de datos abiertos.',
    );
    expect(await refused(400, 'Not a file of the national directory: no column RUC')).toBe(
      'No es un archivo del Directorio Nacional: le falta la columna RUC.',
    );
    expect(await refused(400, 'The file has more than 200000 rows')).toBe(
      'El archivo tiene más de 200000 filas.',
    );
    expect(await refused(413, 'The file is larger than 31457280 bytes')).toBe(
      'El archivo es demasiado grande.',
    );
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await uploadDirectoryFile('/x', FILE, session(), offline).catch((e) => e);
    expect(error).toBeInstanceOf(DirectoryUploadError);
    await i18n.changeLanguage('en');
    expect(uploadErrorMessage(i18n.t, error)).toBe(
      'The file could not be sent: check your connection.',
    );
  });
});
