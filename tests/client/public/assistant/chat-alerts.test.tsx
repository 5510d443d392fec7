import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../client/src/public/App';
import type { AlertsData } from '../../../../client/src/public/alerts/alerts';
import { i18n } from '../../../../client/src/public/i18n/i18n';
import { seedAssistantTopics } from '../../../../server/areas/assistant/seed';
import { toTopic } from '../../../../server/areas/assistant/view';
import { publicAlertsIn } from '../../../support/public-alerts';
import { jsonResponse, resetPage, seededContacts, spanishPage } from '../fixtures';

const TOPICS = { topics: seedAssistantTopics('2026-01-01T00:00:00.000Z').map(toTopic) };

/** What the server inlines in a Spanish page: read just now, in force for a day. */
function inlineAlerts(keep: (category: string) => boolean): AlertsData {
  return {
    alerts: publicAlertsIn('es')
      .filter((alert) => keep(alert.category))
      .map((alert) => ({ ...alert, expires: new Date(Date.now() + 86_400_000).toISOString() })),
    fetchedAt: new Date().toISOString(),
  };
}

beforeEach(() => {
  spanishPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/public/assistant' ? jsonResponse(TOPICS) : jsonResponse({}, 404),
    ),
  );
});

afterEach(async () => {
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

const assistant = () => screen.getByRole('dialog', { name: 'Asistente Virtual' });
const input = () =>
  within(assistant()).getByRole('textbox', { name: 'Escribe tu pregunta al asistente' });

async function ask(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Asistente Virtual' }));
  fireEvent.click(within(assistant()).getByRole('button', { name: 'Iniciar Chat' }));
  await waitFor(() => expect(document.activeElement).toBe(input()));
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest('form') as HTMLFormElement);
}

describe('the assistant and the page’s alerts', () => {
  it('answers "¿hay paro?" with the strike alert in force', async () => {
    render(<App contacts={seededContacts()} alerts={inlineAlerts(() => true)} />);
    await ask('¿hay paro mañana?');
    const log = within(assistant()).getByRole('log');
    await within(log).findByText('Alertas vigentes de paros o bloqueos:');
    expect(within(log).getByText(/Paro regional: vías bloqueadas/)).toBeTruthy();
    expect(
      within(log).getByText('No viaje por carretera; quédese en su alojamiento.'),
    ).toBeTruthy();
  });

  it('says there is no alert about the trains, with the time it last checked', async () => {
    render(
      <App
        contacts={seededContacts()}
        alerts={inlineAlerts((category) => category !== 'RAILWAY')}
      />,
    );
    await ask('¿funciona el tren a Machu Picchu?');
    const log = within(assistant()).getByRole('log');
    await within(log).findByText('Ahora no hay ninguna alerta sobre los trenes.');
    expect(within(log).getByText(/^Última consulta: \d\d:\d\d \(hora de Cusco\)\.$/)).toBeTruthy();
  });
});
