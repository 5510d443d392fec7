import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attachmentName,
  CsvExportError,
  downloadCsv,
} from '../../../client/src/registry/csv-download';

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="guias-turismo-2026-11-22.csv"', 'guias-turismo-2026-11-22.csv'],
    ['attachment; filename=guias.csv', 'guias.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'gu%C3%ADas.csv', 'guías.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});

describe('downloadCsv', () => {
  const csv = () =>
    new Response('\uFEFFApellidos,Nombres\r\nQuispe,Rosa\r\n', {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="guias-turismo-2026-11-22.csv"',
      },
    });
  const expired = () =>
    new Response(JSON.stringify({ error: 'TOKEN_EXPIRED', message: 'Token expired' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });

  let saved: { href: string; download: string }[];
  let blobs: Blob[];
  beforeEach(() => {
    saved = [];
    blobs = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const session = (token: string | null = 'access-1') => ({
    token,
    renewAfter: vi.fn(async () => 'access-2'),
  });

  it('sends the access token and saves the file under the name the server gave', async () => {
    const fetch = vi.fn(async () => csv());
    const name = await downloadCsv('/api/admin/guides/export?lang=es', session(), {
      fallbackName: 'guides.csv',
      fetch,
    });
    expect(name).toBe('guias-turismo-2026-11-22.csv');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/guides/export?lang=es');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'guias-turismo-2026-11-22.csv' }]);
    expect(await blobs[0]?.text()).toContain('Quispe,Rosa');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('renews an expired token once and sends the request again with the new one', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(expired()).mockResolvedValueOnce(csv());
    const tokens = session();
    await downloadCsv('/x', tokens, { fallbackName: 'x.csv', fetch });
    expect(tokens.renewAfter).toHaveBeenCalledWith('access-1');
    const second = fetch.mock.calls[1] as [string, RequestInit];
    expect((second[1].headers as Record<string, string>).Authorization).toBe('Bearer access-2');
    expect(saved).toHaveLength(1);
  });

  it('uses the fallback name when the answer names no file', async () => {
    const fetch = vi.fn(async () => new Response('a,b\r\n', { status: 200 }));
    await downloadCsv('/x', session(), { fallbackName: 'guides.csv', fetch });
    expect(saved[0]?.download).toBe('guides.csv');
  });

  it.each([
    ['a refusal', () => Promise.resolve(new Response('{}', { status: 403 })), 403],
    ['a server error', () => Promise.resolve(new Response('{}', { status: 500 })), 500],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ])('throws on %s and saves nothing', async (_name, answer, status) => {
    const fetch = vi.fn(answer);
    const failure = downloadCsv('/x', session(), { fallbackName: 'x.csv', fetch });
    await expect(failure).rejects.toBeInstanceOf(CsvExportError);
    await expect(failure).rejects.toMatchObject({ status });
    expect(saved).toEqual([]);
  });

  it('throws when the session cannot be renewed', async () => {
    const fetch = vi.fn(async () => expired());
    const tokens = {
      token: 'access-1',
      renewAfter: vi.fn(() => Promise.reject(new Error('ended'))),
    };
    await expect(
      downloadCsv('/x', tokens, { fallbackName: 'x.csv', fetch }),
    ).rejects.toBeInstanceOf(CsvExportError);
    expect(saved).toEqual([]);
  });
});
