import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IncidentsPage } from '../../../client/src/areas/incidents/IncidentsPage';
import {
  IncidentJurisdictionOptionsDocument,
  IncidentsListDocument,
} from '../../../generated/client';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1366 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LIST: MockLink.MockedResponse = {
  request: {
    query: IncidentsListDocument,
    variables: {
      input: {
        page: 1,
        size: 10,
        search: 'plaza',
        sortBy: 'CREATED_AT',
        order: 'DESC',
        status: ['RECIBIDO', 'EN_ATENCION'],
        from: '2026-11-01',
      },
    },
  },
  result: {
    data: {
      incidents: {
        __typename: 'IncidentPage',
        items: [],
        pageInfo: { __typename: 'PageInfo', page: 1, size: 10, total: 0, lastPage: 1 },
      },
    },
  },
  maxUsageCount: 3,
};

const JURISDICTIONS: MockLink.MockedResponse = {
  request: { query: IncidentJurisdictionOptionsDocument },
  result: { data: { jurisdictions: { __typename: 'JurisdictionPage', items: [] } } },
  maxUsageCount: 3,
};

describe('Denuncias: Exportar CSV', () => {
  it('downloads the list as it is filtered, searched and sorted now, in the page’s language', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('\uFEFFCódigo\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename=denuncias-2026-11-22.csv',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    renderRegistryPage(<IncidentsPage />, {
      path: '/admin/denuncias?q=plaza&status=RECIBIDO&status=EN_ATENCION&from=2026-11-01',
      role: 'POLICIA',
      mocks: [LIST, JURISDICTIONS],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => expect(saved).toEqual(['denuncias-2026-11-22.csv']));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      '/api/admin/incidents/export?search=plaza&sortBy=CREATED_AT&order=DESC' +
        '&status=RECIBIDO&status=EN_ATENCION&from=2026-11-01&lang=es',
    );
    expect(init.headers).toMatchObject({ Authorization: 'Bearer access-token' });
  });
});
