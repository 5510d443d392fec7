/** @jsxImportSource preact */
// Rendered with Preact, as the page ships (vitest project "public-page").
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '../../../../client/src/public/incidents/draft';
import { FollowUpView } from '../../../../client/src/public/incidents/FollowUpView';
import { ReceiptView } from '../../../../client/src/public/incidents/ReceiptView';
import { ReportForm } from '../../../../client/src/public/incidents/ReportForm';
import { ReportPanel } from '../../../../client/src/public/incidents/ReportPanel';
import { jsonResponse } from '../fixtures';
import { aFollowUp, aReceipt, aReport } from './fixtures';
import { click, fetchMock, onPublicPage, render } from './page';

onPublicPage();

const choose = (element: Element, value: string) =>
  act(() => void fireEvent.change(element, { target: { value } }));

/** The control a visible label names, with the error it is described by. */
function errorOf(label: string): string | null {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('the report form', () => {
  it('marks what is missing next to each field, in the page language, and sends nothing', () => {
    const onSubmit = vi.fn();
    render(
      <ReportForm initial={emptyDraft()} busy={false} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    click(screen.getByRole('button', { name: 'Enviar la denuncia' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Revisa los campos marcados abajo.');
    expect(errorOf('¿Qué pasó? *')).toBe('Obligatorio.');
    expect(errorOf('Qué pasó, con tus palabras *')).toBe('Obligatorio.');
    expect(errorOf('Nombre completo *')).toBe('Obligatorio.');
    // "When" is the tourist's to say: a form that starts at "now" files a theft of last night
    // at the moment of reporting it.
    expect((screen.getByLabelText('¿Cuándo? *') as HTMLInputElement).value).toBe('');
    expect(errorOf('¿Cuándo? *')).toBe('Obligatorio.');
    expect(errorOf('El lugar en palabras')).toBe(
      'Indica tu ubicación, un distrito o el lugar en palabras.',
    );
    expect(screen.getByLabelText('Nombre completo *').getAttribute('aria-invalid')).toBe('true');
    // Optional fields stay unmarked.
    expect(errorOf('Correo electrónico (opcional)')).toBeNull();
  });

  it('shows the server’s errors next to the fields it names', () => {
    render(
      <ReportForm
        initial={emptyDraft()}
        initialErrors={{ 'reporter.email': { text: 'Not a valid email' } }}
        rejected
        busy={false}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(errorOf('Correo electrónico (opcional)')).toBe('Not a valid email');
    expect(screen.getByRole('alert').textContent).toMatch(/no aceptó la denuncia/);
  });

  it('offers the districts of the chosen province', () => {
    render(
      <ReportForm initial={emptyDraft()} busy={false} onSubmit={() => {}} onCancel={() => {}} />,
    );
    const district = screen.getByLabelText('Distrito') as HTMLSelectElement;
    expect(district.disabled).toBe(true);
    choose(screen.getByLabelText('Provincia'), 'Urubamba');
    const options = [...district.options].map((option) => option.value);
    expect(options).toContain('Ollantaytambo');
    expect(options).not.toContain('Wanchaq');
  });
});

describe('the report panel', () => {
  it('says a report sent without network waits on the device', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    localStorage.setItem(
      'turismo-seguro.incident-reports',
      JSON.stringify([{ report: aReport(), state: 'waiting', retryAt: null }]),
    );
    render(<ReportPanel onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toMatch(/se enviará en cuanto haya internet/);
  });

  it('tries an unsent report again on its own, without waiting for an online event', async () => {
    // A phone's network often comes back without the browser saying so (a weak signal, a portal).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      localStorage.setItem(
        'turismo-seguro.incident-reports',
        JSON.stringify([{ report: aReport(), state: 'waiting', retryAt: null }]),
      );
      render(<ReportPanel onClose={() => {}} />);
      expect(fetchMock).not.toHaveBeenCalled();
      await act(async () => void (await vi.advanceTimersByTimeAsync(5_000)));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // Then after twice as long, and the network answers.
      fetchMock.mockResolvedValue(jsonResponse(aReceipt(), 201));
      await act(async () => void (await vi.advanceTimersByTimeAsync(9_000)));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      vi.useRealTimers();
      await waitFor(() => expect(screen.getAllByText(/CUS-2026-000123/).length).toBeGreaterThan(0));
      expect(localStorage.getItem('turismo-seguro.incident-reports')).toContain('"state":"sent"');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a report held back by a 429 is sent again at the time given, whoever sent too many', () => {
    // The limit may be this connection's or every address's together (a flood): say neither.
    const retryAt = Date.now() + 3_600_000;
    localStorage.setItem(
      'turismo-seguro.incident-reports',
      JSON.stringify([{ report: aReport(), state: 'waiting', retryAt }]),
    );
    render(<ReportPanel onClose={() => {}} />);
    const time = new Intl.DateTimeFormat('es', { timeStyle: 'short' }).format(new Date(retryAt));
    expect(screen.getByRole('status').textContent).toBe(
      `Se recibieron demasiadas denuncias en poco tiempo. La tuya está guardada y se volverá a enviar después de las ${time}.`,
    );
  });

  it('shows the receipt of a sent report with the statement in Spanish and English', () => {
    localStorage.setItem(
      'turismo-seguro.incident-reports',
      JSON.stringify([{ report: aReport(), state: 'sent', receipt: aReceipt() }]),
    );
    render(<ReportPanel onClose={() => {}} />);
    expect(screen.getByText('CUS-2026-000123', { selector: 'strong' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /#caso=/ });
    expect(link.getAttribute('href')).toMatch(/\/#caso=tok_abcdefghijklmnopqrstuvwxyz0123456789$/);
    expect(screen.getByRole('heading', { name: 'Declaración del incidente' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Statement of the incident' })).toBeTruthy();
    expect(screen.getByText('Go to the Comisaría de Turismo within 24 hours.')).toBeTruthy();
    expect(
      screen.getByText('Acude a la Comisaría de Turismo dentro de las 24 horas.'),
    ).toBeTruthy();
  });
});

describe('the receipt', () => {
  it('links the office’s phone and map', () => {
    const receipt = aReceipt();
    render(<ReceiptView report={aReport()} receipt={receipt} onAgain={() => {}} />);
    const call = screen.getByRole('link', { name: `Llamar al ${receipt.office.phone}` });
    expect(call.getAttribute('href')).toBe(`tel:${receipt.office.dial}`);
    expect(screen.getByRole('link', { name: 'Abrir en el mapa' }).getAttribute('href')).toContain(
      'google.com/maps',
    );
  });
});

describe('the follow-up', () => {
  it('shows the status, the office and the notes with their dates in the tourist’s language', async () => {
    fetchMock.mockResolvedValue(jsonResponse(aFollowUp()));
    render(<FollowUpView followKey={{ token: 'tok_1' }} lang="es" onClose={() => {}} />);
    await waitFor(() => expect(screen.getByText('Being handled', { selector: 'dd' })).toBeTruthy());
    expect(screen.getByText('Come to the office with your passport.')).toBeTruthy();
    expect(screen.getByText(/March 2, 2026/)).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok_1' });
  });

  it('shows a note as text, never as markup', async () => {
    const note = '<img src=x onerror="alert(1)">';
    fetchMock.mockResolvedValue(
      jsonResponse(
        aFollowUp({ updates: [{ at: '2026-03-02T09:00:00.000Z', status: 'EN_ATENCION', note }] }),
      ),
    );
    const container = render(
      <FollowUpView followKey={{ token: 'tok_1' }} lang="es" onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getByText(note)).toBeTruthy());
    expect(container.querySelector('img')).toBeNull();
  });

  it('says only that nothing was found for a wrong token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'NOT_FOUND', message: 'x' }, 404));
    const container = render(
      <FollowUpView followKey={{ token: 'wrong' }} lang="en" onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getByText('No case was found with this link.')).toBeTruthy());
    expect(container.querySelector('dl')).toBeNull();
  });
});
