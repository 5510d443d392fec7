import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertsPage } from '../../../client/src/areas/alerts/AlertsPage';
import { AlertsListDocument } from '../../../generated/client';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';
import { DEFAULT_INPUT, listed, railCut, strikeDraft } from './fixtures';

await initShellI18n();
const media = stubMatchMedia({ width: 1280 });
const PATH = '/admin/alertas';

afterEach(() => {
  cleanup();
  media.setWidth(1280);
});

const row = (headline: string) => screen.getByText(headline).closest('tr') as HTMLElement;

describe('the alert list', { timeout: 20_000 }, () => {
  it('shows the active alerts and the drafts with state, severity in words, area and times on Cusco clock', async () => {
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [railCut, strikeDraft])],
    });
    await screen.findByText('Tren a Machu Picchu suspendido');
    expect(screen.getByRole('status').textContent).toBe('Resultados: 2');
    const rail = row('Tren a Machu Picchu suspendido');
    for (const shown of ['Publicada', 'Grave', 'Tren', 'Provincias: Urubamba', 'PeruRail']) {
      expect(within(rail).getByText(shown)).toBeTruthy();
    }
    expect(within(rail).getByText(/20\/11\/2026 08:00/)).toBeTruthy();
    expect(within(rail).getByText(/23\/11\/2026 18:00/)).toBeTruthy();
    const draft = row('Paro regional el jueves');
    for (const shown of ['Borrador', 'Moderada', 'Paro o bloqueo', 'Toda la región Cusco']) {
      expect(within(draft).getByText(shown)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Nueva alerta' })).toBeTruthy();
    expect(
      within(rail).getByRole('button', { name: 'Ver historial de Tren a Machu Picchu suspendido' }),
    ).toBeTruthy();
  });

  it('asks the server for the states, category and search in the URL', async () => {
    const cancelled = { ...railCut, state: 'CANCELLED' as const };
    renderRegistryPage(<AlertsPage />, {
      path: `${PATH}?states=CANCELLED&states=EXPIRED&category=RAILWAY&q=tren`,
      mocks: [
        listed(
          {
            page: 1,
            size: 10,
            search: 'tren',
            states: ['CANCELLED', 'EXPIRED'],
            category: ['RAILWAY'],
          },
          [cancelled],
        ),
      ],
    });
    await screen.findByText('Tren a Machu Picchu suspendido');
    expect(within(row('Tren a Machu Picchu suspendido')).getByText('Cancelada')).toBeTruthy();
  });

  it('says how to begin when there is no alert, and opens a new one from there', async () => {
    renderRegistryPage(<AlertsPage />, { path: PATH, mocks: [listed(DEFAULT_INPUT, [])] });
    await screen.findByText(/No hay alertas activas ni borradores/);
    const buttons = screen.getAllByRole('button', { name: 'Nueva alerta' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Nueva alerta' })).toBeTruthy();
  });

  it('says when nothing matches a filter and clears it on request', async () => {
    const { location } = renderRegistryPage(<AlertsPage />, {
      path: `${PATH}?category=EARTHQUAKE`,
      mocks: [
        listed({ ...DEFAULT_INPUT, category: ['EARTHQUAKE'] }, []),
        listed(DEFAULT_INPUT, [railCut]),
      ],
    });
    await screen.findByText('No hay alertas que coincidan');
    fireEvent.click(screen.getAllByRole('button', { name: /Limpiar filtros/ })[0] as HTMLElement);
    await screen.findByText('Tren a Machu Picchu suspendido');
    expect(location()).toBe(PATH);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        {
          request: { query: AlertsListDocument, variables: { input: DEFAULT_INPUT } },
          error: new TypeError('Failed to fetch'),
        },
        listed(DEFAULT_INPUT, [railCut]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Reintentar/ }));
    await screen.findByText('Tren a Machu Picchu suspendido');
  });

  it('shows one card per alert on a phone: headline, state, severity and vigencia', async () => {
    media.setWidth(390);
    renderRegistryPage(<AlertsPage />, { path: PATH, mocks: [listed(DEFAULT_INPUT, [railCut])] });
    const card = await screen.findByRole('article', { name: /Tren a Machu Picchu suspendido/ });
    expect(document.querySelector('table')).toBeNull();
    expect(within(card).getByText('Publicada')).toBeTruthy();
    const field = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(field('Severidad')).toBe('Grave');
    expect(field('Categoría')).toBe('Tren');
    expect(field('Vigencia')).toBe('20/11/2026 08:00 – 23/11/2026 18:00');
    expect(field('Zona')).toBe('Provincias: Urubamba');
    expect(
      within(card).getByRole('button', { name: 'Ver historial de Tren a Machu Picchu suspendido' }),
    ).toBeTruthy();
  });
});
