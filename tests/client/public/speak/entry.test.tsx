import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../../../../client/public/i18n/public/es.json';
import { App } from '../../../../client/src/public/App';
import { i18n } from '../../../../client/src/public/i18n/i18n';
import { seedAssistantTopics } from '../../../../server/areas/assistant/seed';
import { toTopic } from '../../../../server/areas/assistant/view';
import { jsonResponse, resetPage, seededContacts, seededOffices, spanishPage } from '../fixtures';

// "Hablar por mí" opens from the situations and from the assistant's urgent answers, in the
// emergency drawer, what happened already chosen where the answer knows it.

const TOPICS = { topics: seedAssistantTopics('2026-01-01T00:00:00.000Z').map(toTopic) };

beforeEach(() => {
  spanishPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/public/assistant') return jsonResponse(TOPICS);
      if (url === '/i18n/public/es.json') return jsonResponse(es);
      if (url === '/api/public/police-offices') return jsonResponse(seededOffices());
      return jsonResponse({}, 404);
    }),
  );
});

afterEach(async () => {
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

const drawer = () => screen.getByRole('dialog', { name: 'Teléfonos de Emergencia' });

describe('the ways into "Speak for me"', () => {
  it('a situation card opens the card in the drawer, asking what happened', async () => {
    render(<App contacts={seededContacts()} />);
    const situations = screen.getByRole('region', { name: '¿Qué te pasó?' });
    fireEvent.click(
      within(situations).getByRole('button', { name: 'Hablar por mí (no hablo español)' }),
    );
    expect(await within(drawer()).findByRole('group', { name: '¿Qué pasó?' })).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Me robaron' }));
    expect(drawer().querySelector('.speak-spanish')?.textContent).toContain(
      'Soy turista. Me robaron.',
    );
    // Back to the numbers, which were there all along.
    fireEvent.click(within(drawer()).getByRole('button', { name: '← Volver a los números' }));
    expect(within(drawer()).getAllByRole('link', { name: /105/ }).length).toBeGreaterThan(0);
  });

  it('an urgent answer opens it on what happened', async () => {
    render(<App contacts={seededContacts()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Asistente Virtual' }));
    const assistant = screen.getByRole('dialog', { name: 'Asistente Virtual' });
    fireEvent.click(within(assistant).getByRole('button', { name: 'Iniciar Chat' }));
    const input = await within(assistant).findByRole('textbox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: 'hay un incendio en el hostal' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    const urgent = await waitFor(() => {
      const found = assistant.querySelector('.chat-urgent');
      if (!found) throw new Error('no urgent answer yet');
      return found as HTMLElement;
    });
    fireEvent.click(within(urgent).getByRole('button', { name: 'Hablar por mí' }));
    await waitFor(() =>
      expect(drawer().querySelector('.speak-spanish')?.textContent).toContain(
        'Hay un incendio donde estoy.',
      ),
    );
  });
});
