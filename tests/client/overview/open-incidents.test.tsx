import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverviewPage } from '../../../client/src/areas/overview/OverviewPage';
import { timeAgo } from '../../../client/src/areas/overview/time-ago';
import { IncidentOverviewDocument, OverviewDocument } from '../../../generated/client';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });
afterEach(cleanup);

const HOUR = 3_600_000;

const registries = {
  request: { query: OverviewDocument, variables: { days: 30 } },
  result: {
    data: {
      overview: {
        __typename: 'Overview',
        counts: [{ __typename: 'RegistryCount', area: 'police', total: 46 }],
        expiringSoon: [],
        latestChanges: [],
      },
    },
  },
};

function incidents(
  open: [number, number],
  oldestUnattended: {
    id: string;
    code: string;
    type: string;
    district: string | null;
    placeDescription: string | null;
    jurisdiction: string;
    createdAt: string;
  }[],
) {
  return {
    request: { query: IncidentOverviewDocument },
    result: {
      data: {
        incidentOverview: {
          __typename: 'IncidentOverview',
          open: [
            { __typename: 'IncidentStatusCount', status: 'RECIBIDO', total: open[0] },
            { __typename: 'IncidentStatusCount', status: 'EN_ATENCION', total: open[1] },
          ],
          openTotal: open[0] + open[1],
          oldestUnattended: oldestUnattended.map((one) => ({
            __typename: 'UnattendedIncident',
            ...one,
          })),
        },
      },
    },
  };
}

const href = (link: HTMLElement) => {
  const anchor = link as HTMLAnchorElement;
  return `${anchor.pathname}${decodeURIComponent(anchor.search)}`;
};

describe('the landing page’s open reports', () => {
  it('counts the open cases by status and lists the oldest not taken up, each linked', async () => {
    renderRegistryPage(<OverviewPage />, {
      path: '/admin/inicio',
      role: 'POLICIA',
      mocks: [
        registries,
        incidents(
          [2, 1],
          [
            {
              id: 'case-1',
              code: 'CUS-2026-000007',
              type: 'THEFT',
              district: null,
              placeDescription: 'Plaza de Armas',
              jurisdiction: 'Cusco Centro Histórico',
              createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
            },
            {
              id: 'case-2',
              code: 'CUS-2026-000009',
              type: 'SCAM',
              district: 'Sicuani',
              placeDescription: null,
              jurisdiction: 'Canchis',
              createdAt: new Date(Date.now() - 72 * HOUR).toISOString(),
            },
          ],
        ),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Denuncias abiertas' });
    await within(card).findByText('CUS-2026-000007');
    expect(href(within(card).getByRole('link', { name: /Recibido\s*2/ }))).toBe(
      '/admin/denuncias?status=RECIBIDO',
    );
    expect(href(within(card).getByRole('link', { name: /En atención\s*1/ }))).toBe(
      '/admin/denuncias?status=EN_ATENCION',
    );
    const cases = within(card).getAllByRole('listitem');
    expect(cases.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'CUS-2026-000007',
      'CUS-2026-000009',
    ]);
    expect(href(within(cases[0] as HTMLElement).getByRole('link'))).toBe(
      '/admin/denuncias?caso=case-1',
    );
    expect(cases[0]?.textContent).toContain('Hurto');
    expect(cases[0]?.textContent).toContain('Plaza de Armas · Cusco Centro Histórico');
    expect(cases[0]?.textContent).toContain('Recibida hace 3 horas');
    expect(cases[1]?.textContent).toContain('Sicuani · Canchis');
    expect(cases[1]?.textContent).toContain('Recibida hace 3 días');
    expect(href(within(card).getByRole('link', { name: 'Ver las denuncias abiertas' }))).toBe(
      '/admin/denuncias?status=RECIBIDO&status=EN_ATENCION',
    );
  });

  it('says so when no report is open, and when every open one is taken up', async () => {
    renderRegistryPage(<OverviewPage />, {
      path: '/admin/inicio',
      role: 'ADMINISTRADOR',
      mocks: [registries, incidents([0, 0], [])],
    });
    const card = await screen.findByRole('region', { name: 'Denuncias abiertas' });
    await within(card).findByText('No hay denuncias abiertas.');
    cleanup();

    renderRegistryPage(<OverviewPage />, {
      path: '/admin/inicio',
      role: 'POLICIA',
      mocks: [registries, incidents([0, 4], [])],
    });
    await screen.findByText('Todas las denuncias abiertas ya están en atención.');
  });

  it('is not there for a DIRCETUR, whose page never asks for it', async () => {
    // No answer is mocked for the query: were it asked, the card would show its error.
    renderRegistryPage(<OverviewPage />, {
      path: '/admin/inicio',
      role: 'DIRCETUR',
      mocks: [registries],
    });
    await screen.findByRole('region', { name: 'Registros' });
    expect(screen.queryByRole('region', { name: 'Denuncias abiertas' })).toBeNull();
    expect(screen.queryByText('Denuncias abiertas')).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says minutes within the hour, hours within two days, then days', () => {
    expect(timeAgo(ago(5 * 60_000), 'es', now)).toBe('hace 5 minutos');
    expect(timeAgo(ago(3 * HOUR), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(ago(30 * HOUR), 'es', now)).toBe('hace 30 horas');
    expect(timeAgo(ago(4 * 24 * HOUR), 'tr', now)).toBe('4 gün önce');
  });

  it('is null within the first minute, for the page to say "just now"', () => {
    expect(timeAgo(ago(59_000), 'en', now)).toBeNull();
    // A clock a little behind the server's.
    expect(timeAgo(new Date(now + 5_000).toISOString(), 'en', now)).toBeNull();
  });
});
