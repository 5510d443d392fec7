/** @jsxImportSource preact */
// Rendered with Preact, as the page ships (vitest project "public-page").
import { screen, waitFor } from '@testing-library/dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FollowUpView } from '../../../../client/src/public/incidents/FollowUpView';
import { ReceiptView } from '../../../../client/src/public/incidents/ReceiptView';
import { NearestOffices } from '../../../../client/src/public/police/NearestOffices';
import { jsonResponse, seededOffices } from '../fixtures';
import { aFollowUp, anOffice, aReceipt, aReport } from './fixtures';
import { fetchMock, onPublicPage, render } from './page';

onPublicPage();

const NIGHT_SHIFT = { allDay: false, opens: '20:00', closes: '02:00' } as const;

describe("an office's hours on the public page", () => {
  it('are on the receipt in the page language and in both columns of the statement', () => {
    const receipt = { ...aReceipt(), office: { ...anOffice(), hours: NIGHT_SHIFT } };
    const container = render(
      <ReceiptView report={aReport()} receipt={receipt} onAgain={() => {}} />,
    );
    const card = container.querySelector('.report-office');
    expect(card?.textContent).toContain(
      'Atiende todos los días de 20:00 a 2:00 del día siguiente.',
    );
    const [spanish, english] = container.querySelectorAll('.report-statement-column');
    expect(spanish?.textContent).toContain(
      'Atiende todos los días de 20:00 a 2:00 del día siguiente.',
    );
    expect(english?.textContent).toContain('Open every day from 8:00 PM to 2:00 AM the next day.');
  });

  it('are on the follow-up in the language of the report', async () => {
    fetchMock.mockResolvedValue(jsonResponse(aFollowUp()));
    render(<FollowUpView followKey={{ token: 'tok_1' }} lang="es" onClose={() => {}} />);
    await waitFor(() => expect(screen.getByText('Open 24 hours, every day.')).toBeTruthy());
  });

  it('are left out when not registered, or missing from a copy kept before them', () => {
    const { hours: _hours, ...older } = anOffice();
    for (const office of [{ ...anOffice(), hours: null }, older]) {
      const container = render(
        <ReceiptView report={aReport()} receipt={{ ...aReceipt(), office }} onAgain={() => {}} />,
      );
      expect(container.textContent).not.toMatch(/Atiende|Open every|Open 24/);
    }
  });

  it('are on each of the nearest offices', async () => {
    // At 10:00 in Cusco, when the San Blas post is open: at night it ranks after open offices.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    fetchMock.mockResolvedValue(jsonResponse(seededOffices()));
    const container = render(
      <NearestOffices position={{ latitude: -13.51462, longitude: -71.97573 }} limit={2} />,
    );
    await waitFor(() => expect(container.querySelectorAll('.office')).toHaveLength(2));
    const [sanBlas, centre] = [...container.querySelectorAll('.office')];
    expect(sanBlas?.textContent).toContain('Puesto de Auxilio Rápido San Blas');
    expect(sanBlas?.querySelector('.office-hours')?.textContent).toBe(
      'Atiende todos los días de 8:00 a 20:00.',
    );
    expect(centre?.querySelector('.office-hours')?.textContent).toBe(
      'Atiende las 24 horas, todos los días.',
    );
  });
});
