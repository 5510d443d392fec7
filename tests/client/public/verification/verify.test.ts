import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFY_URL, verifyProvider } from '../../../../client/src/public/verification/verify';
import { jsonResponse } from '../fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWER = {
  query: 'GOT-2025-0420',
  more: false,
  suggestions: [],
  noGuideNamed: false,
  results: [
    {
      kind: 'GUIDE',
      name: 'Rosa Elena Quispe Huamán',
      businessName: null,
      registrationNumber: 'GOT-2025-0420',
      ruc: null,
      status: 'VIGENTE',
      current: true,
      expiresOn: '2099-12-31',
      languages: ['es', 'en'],
      address: null,
      district: null,
      province: null,
    },
  ],
};

describe('verifyProvider (client)', () => {
  it('does not ask the server about fewer than 3 characters', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await verifyProvider('  ab  ')).toEqual({ kind: 'too-short' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the public endpoint with the trimmed query and answers its results', async () => {
    const fetch = vi.fn(async () => jsonResponse(ANSWER));
    vi.stubGlobal('fetch', fetch);
    const outcome = await verifyProvider('  GOT-2025-0420 ');
    expect(fetch).toHaveBeenCalledWith(`${VERIFY_URL}?q=GOT-2025-0420`, expect.anything());
    expect(outcome).toEqual({ kind: 'results', ...ANSWER });
  });

  it('passes on that no guide has the name, and reads an older answer without it as false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...ANSWER, noGuideNamed: true })),
    );
    expect(await verifyProvider('Juan Quispe')).toMatchObject({ noGuideNamed: true });
    const { noGuideNamed: _, ...older } = ANSWER;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(older)),
    );
    expect(await verifyProvider('Juan Quispe')).toMatchObject({ noGuideNamed: false });
  });

  it('turns 429, server errors and network failures into outcomes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'RATE_LIMITED' }, 429)),
    );
    expect(await verifyProvider('rosa')).toEqual({ kind: 'rate-limited' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({}, 500)),
    );
    expect(await verifyProvider('rosa')).toEqual({ kind: 'error' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await verifyProvider('rosa')).toEqual({ kind: 'offline' });
  });

  it('answers offline at once when the browser knows it is offline', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await verifyProvider('rosa')).toEqual({ kind: 'offline' });
    expect(fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('rejects only when the caller aborts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            );
          }),
      ),
    );
    const controller = new AbortController();
    const pending = verifyProvider('rosa', controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/Abort/);
  });
});
