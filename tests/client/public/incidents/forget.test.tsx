/** @jsxImportSource preact */
// Rendered with Preact, as the page ships (vitest project "public-page").
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../../client/src/public/incidents/draft';
import { FollowUpView } from '../../../../client/src/public/incidents/FollowUpView';
import {
  readReports,
  sendWaiting,
  submitReport,
} from '../../../../client/src/public/incidents/outbox';
import { ReportForm } from '../../../../client/src/public/incidents/ReportForm';
import { ReportPanel } from '../../../../client/src/public/incidents/ReportPanel';
import { jsonResponse } from '../fixtures';
import { aFollowUp, aReceipt, aReport } from './fixtures';
import { click, fetchMock, onPublicPage, render } from './page';

const KEY = 'turismo-seguro.incident-reports';
onPublicPage();

const keep = (...entries: unknown[]) => localStorage.setItem(KEY, JSON.stringify(entries));
const older = aReport({ deviceKey: 'c5a1b0a4-4d55-4a8e-8d0a-6b0d8f1e2a33' });

describe('forgetting a sent report on the device', () => {
  it('asks first, says the case stays with the police, and keeps it when told no', () => {
    keep({ report: aReport(), state: 'sent', receipt: aReceipt() });
    render(<ReportPanel onClose={() => {}} />);
    click(screen.getByRole('button', { name: 'Olvidar esta denuncia' }));
    const question = screen.getByRole('group', {
      name: '¿Olvidar esta denuncia en este teléfono?',
    });
    expect(document.activeElement).toBe(question);
    expect(question.getAttribute('aria-describedby')).toBeTruthy();
    expect(question.textContent).toContain('El caso sigue con la Policía de Turismo');
    click(within(question).getByRole('button', { name: 'No, conservarla' }));
    expect(readReports()).toHaveLength(1);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Olvidar esta denuncia' }),
    );
  });

  it('removes its code, link and statement from the device, and only that report', () => {
    keep(
      { report: older, state: 'sent', receipt: { ...aReceipt(), code: 'CUS-2026-000100' } },
      { report: aReport(), state: 'sent', receipt: aReceipt() },
    );
    const container = render(<ReportPanel onClose={() => {}} />);
    click(screen.getByRole('button', { name: 'Olvidar esta denuncia' }));
    click(screen.getByRole('button', { name: 'Sí, olvidarla' }));
    expect(readReports().map((one) => one.report.deviceKey)).toEqual([older.deviceKey]);
    const done = screen.getByRole('status');
    expect(done.textContent).toBe(
      'La denuncia se borró de este teléfono. El caso sigue con la Policía de Turismo.',
    );
    expect(document.activeElement).toBe(done);
    expect(container.textContent).not.toContain('CUS-2026-000123');
    expect(container.textContent).not.toContain('#caso=');
  });

  it('leaves nothing in storage once the last one is forgotten', () => {
    keep({ report: aReport(), state: 'sent', receipt: aReceipt() });
    render(<ReportPanel onClose={() => {}} />);
    click(screen.getByRole('button', { name: 'Olvidar esta denuncia' }));
    click(screen.getByRole('button', { name: 'Sí, olvidarla' }));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is offered on the follow-up page of a report sent from this device', async () => {
    fetchMock.mockResolvedValue(jsonResponse(aFollowUp()));
    keep({ report: aReport(), state: 'sent', receipt: aReceipt() });
    render(
      <FollowUpView followKey={{ token: aReceipt().followToken }} lang="es" onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getByText('Being handled', { selector: 'dd' })).toBeTruthy());
    click(screen.getByRole('button', { name: 'Forget this report' }));
    click(screen.getByRole('button', { name: 'Yes, forget it' }));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(
      'The case stays with the Tourist Police',
    );
  });

  it('is not offered on the follow-up page of a link this device did not send', async () => {
    fetchMock.mockResolvedValue(jsonResponse(aFollowUp()));
    keep({ report: aReport(), state: 'sent', receipt: aReceipt() });
    render(<FollowUpView followKey={{ token: 'tok_someone_else' }} lang="es" onClose={() => {}} />);
    await waitFor(() => expect(screen.getByText('Being handled', { selector: 'dd' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Forget|Olvidar/ })).toBeNull();
  });
});

describe('discarding a report that was not sent', () => {
  it('removes it from the outbox after asking, so it is never sent', async () => {
    keep({ report: aReport(), state: 'waiting', retryAt: null });
    render(<ReportPanel onClose={() => {}} />);
    click(screen.getByRole('button', { name: 'Descartar esta denuncia' }));
    expect(
      screen.getByRole('group', { name: '¿Descartar esta denuncia sin enviarla?' }).textContent,
    ).toContain('la Policía de Turismo no la recibirá');
    click(screen.getByRole('button', { name: 'Sí, descartarla' }));
    expect(screen.getByRole('status').textContent).toBe(
      'La denuncia se descartó y se borró de este teléfono.',
    );
    await sendWaiting();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is offered for a report the server refused', () => {
    keep({ report: aReport(), state: 'rejected', message: 'Invalid input', fields: {} });
    render(<ReportPanel onClose={() => {}} />);
    click(screen.getByRole('button', { name: 'Descartar esta denuncia' }));
    click(screen.getByRole('button', { name: 'Sí, descartarla' }));
    expect(readReports()).toEqual([]);
  });

  it('keeps nothing of one discarded while it was on its way', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const sent = submitReport(aReport());
    render(<ReportPanel onClose={() => {}} />);
    click(screen.getByRole('button', { name: 'Descartar esta denuncia' }));
    click(screen.getByRole('button', { name: 'Sí, descartarla' }));
    answer(jsonResponse(aReceipt(), 201));
    await sent;
    expect(readReports()).toEqual([]);
  });
});

describe('the report form', () => {
  it('repeats no heading of the section: the form itself is named', () => {
    render(
      <ReportForm initial={emptyDraft()} busy={false} onSubmit={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(
      screen.getByRole('form', { name: 'Denuncia un incidente a la Policía de Turismo' }),
    ).toBeTruthy();
  });
});
