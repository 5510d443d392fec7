import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertsPage } from '../../../client/src/areas/alerts/AlertsPage';
import {
  type AlertInput,
  CancelAlertDocument,
  CreateAlertDocument,
  DeleteAlertDocument,
  PublishAlertDocument,
  RecordHistoryDocument,
  UpdateAlertDocument,
} from '../../../generated/client';
import { chooseOption } from '../../support/antd-select';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';
import { DEFAULT_INPUT, listed, railCut, strikeDraft } from './fixtures';

await initShellI18n();
stubMatchMedia({ width: 1280 });
const PATH = '/admin/alertas';

afterEach(cleanup);

/** The rail cut's input as the form sends it back unchanged. */
const RAIL_INPUT: AlertInput = {
  category: 'RAILWAY',
  severity: 'SEVERE',
  urgency: 'IMMEDIATE',
  certainty: 'OBSERVED',
  area: { kind: 'PROVINCES', provinces: ['Urubamba'] },
  onset: '2026-11-20T13:00:00.000Z',
  expires: '2026-11-23T23:00:00.000Z',
  texts: [
    {
      language: 'es',
      headline: 'Tren a Machu Picchu suspendido',
      description: 'Tren a Machu Picchu suspendido.',
      instruction: 'No viaje a Ollantaytambo hoy.',
    },
    {
      language: 'en',
      headline: 'Train to Machu Picchu suspended',
      description: 'Train to Machu Picchu suspended.',
      instruction: 'Do not travel to Ollantaytambo today.',
    },
  ],
  source: 'PeruRail',
  link: 'https://www.perurail.com',
};

const answer = (field: string, alert: object) => ({ result: { data: { [field]: alert } } });

async function openAlert(headline: string, title = 'Editar alerta') {
  fireEvent.click(await screen.findByRole('button', { name: `Abrir la alerta ${headline}` }));
  return screen.findByRole('dialog', { name: title });
}

async function openNew() {
  await screen.findByText('Tren a Machu Picchu suspendido');
  fireEvent.click(screen.getByRole('button', { name: 'Nueva alerta' }));
  return screen.findByRole('dialog', { name: 'Nueva alerta' });
}

/** Types a date and time into a picker, as a person does, and confirms it with Enter. */
function typeDateTime(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The confirmation antd opens over the drawer. */
async function confirmation(title: string) {
  const found = await screen.findAllByText(title);
  return found.map((node) => node.closest('.ant-modal')).find(Boolean) as HTMLElement;
}

describe('the alert drawer', { timeout: 60_000 }, () => {
  it('opens with its heading focused and previews the text per language, saying when it falls back', async () => {
    renderRegistryPage(<AlertsPage />, { path: PATH, mocks: [listed(DEFAULT_INPUT, [railCut])] });
    const drawer = await openAlert('Tren a Machu Picchu suspendido');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(drawer).getByRole('heading', { name: 'Editar alerta' }),
      ),
    );
    const preview = within(drawer).getByRole('region', {
      name: 'Vista previa: lo que ve un turista',
    });
    expect(within(preview).getByText('Tren a Machu Picchu suspendido')).toBeTruthy();
    expect(within(preview).getByText('Grave')).toBeTruthy();
    expect(within(preview).getByText(/Fuente: PeruRail · actualizado 09:30/)).toBeTruthy();

    await chooseOption(within(preview).getByLabelText('Idioma del turista'), 'English · Inglés');
    expect(await within(preview).findByText('Train to Machu Picchu suspended')).toBeTruthy();
    expect(within(preview).queryByText(/No hay texto en/)).toBeNull();

    await chooseOption(within(preview).getByLabelText('Idioma del turista'), '日本語 · Japonés');
    expect(
      await within(preview).findByText(
        'No hay texto en japonés: se muestra en inglés, y la página pública lo indica.',
      ),
    ).toBeTruthy();
    expect(
      within(preview)
        .getByText('Train to Machu Picchu suspended')
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('en');
  });

  it('checks before sending: Spanish and English texts, the area of its kind, an https link', async () => {
    renderRegistryPage(<AlertsPage />, { path: PATH, mocks: [listed(DEFAULT_INPUT, [railCut])] });
    const drawer = await openNew();
    const headlines = within(drawer).getAllByLabelText('Titular');
    type(headlines[0] as HTMLElement, 'Paro regional');
    type(within(drawer).getAllByLabelText('Descripción')[0] as HTMLElement, 'Paro de 48 horas.');
    type(within(drawer).getAllByLabelText('Qué hacer')[0] as HTMLElement, 'Evite las carreteras.');
    type(within(drawer).getByLabelText('Enlace'), 'http://www.perurail.com');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Provincias' }));
    await within(drawer).findByRole('combobox', { name: 'Provincias' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar borrador' }));

    await within(drawer).findByText('Ingresa una dirección que empiece con https://.');
    await within(drawer).findByText('Elige al menos uno.');
    // English is missing: its tab opens with its fields marked.
    await waitFor(() =>
      expect(
        within(drawer).getByRole('tab', { name: 'Inglés *' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(within(drawer).getAllByText('Este dato es obligatorio.').length).toBeGreaterThanOrEqual(
      3,
    );

    fireEvent.click(within(drawer).getByRole('radio', { name: 'Punto y radio' }));
    const latitude = await within(drawer).findByLabelText('Latitud');
    type(latitude, '-10');
    fireEvent.blur(latitude);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar borrador' }));
    await within(drawer).findByText(/Esa latitud queda fuera de la región Cusco/);
  });

  it('refuses an expiry before the onset or more than 14 days after it', async () => {
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [strikeDraft])],
    });
    const drawer = await openAlert('Paro regional el jueves');
    expect(
      within(drawer).getByText(/Como máximo 14 días después del inicio: hasta el/),
    ).toBeTruthy();
    const expires = within(drawer).getByLabelText('Fin');
    typeDateTime(expires, '19/11/2026 08:00');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar borrador' }));
    await within(drawer).findByText('El fin debe ser posterior al inicio.');
    typeDateTime(expires, '01/01/2099 08:00');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar borrador' }));
    await within(drawer).findByText('El fin puede ser como máximo 14 días después del inicio.');
  });

  it('creates a draft and publishes it after the confirmation, once only after a lost answer', async () => {
    const input: AlertInput = {
      ...RAIL_INPUT,
      area: { kind: 'REGION' },
      link: null,
    };
    const created = { ...railCut, id: 'alert-9', state: 'DRAFT' as const };
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [railCut]),
        {
          request: { query: CreateAlertDocument, variables: { input } },
          ...answer('createAlert', created),
        },
        // The first publish is lost on the way; the second one publishes the same draft.
        {
          request: { query: PublishAlertDocument, variables: { id: 'alert-9' } },
          error: new TypeError('Failed to fetch'),
        },
        {
          request: { query: UpdateAlertDocument, variables: { id: 'alert-9', input } },
          ...answer('updateAlert', created),
        },
        {
          request: { query: PublishAlertDocument, variables: { id: 'alert-9' } },
          ...answer('publishAlert', { ...created, state: 'PUBLISHED' }),
        },
      ],
    });
    const drawer = await openNew();
    await chooseOption(within(drawer).getByLabelText('Categoría'), 'Tren');
    await chooseOption(within(drawer).getByLabelText('Severidad'), 'Grave');
    await chooseOption(within(drawer).getByLabelText('Urgencia'), 'Inmediata');
    await chooseOption(within(drawer).getByLabelText('Certeza'), 'Observada');
    typeDateTime(within(drawer).getByLabelText('Inicio'), '20/11/2026 08:00');
    typeDateTime(within(drawer).getByLabelText('Fin'), '23/11/2026 18:00');
    for (const [index, text] of (RAIL_INPUT.texts ?? []).entries()) {
      type(within(drawer).getAllByLabelText('Titular')[index] as HTMLElement, text.headline);
      type(within(drawer).getAllByLabelText('Descripción')[index] as HTMLElement, text.description);
      type(within(drawer).getAllByLabelText('Qué hacer')[index] as HTMLElement, text.instruction);
    }
    type(within(drawer).getByLabelText('Fuente'), 'PeruRail');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Publicar' }));

    const confirm = await confirmation('¿Publicar la alerta?');
    expect(
      within(confirm).getByText(
        /Los turistas la verán desde ahora en 2 idiomas hasta el 23\/11\/2026 18:00 \(hora de Cusco\)/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain(
      'No hay conexión con el servidor',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Publicar' }));
    const again = await confirmation('¿Publicar la alerta?');
    fireEvent.click(within(again).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Alerta publicada.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva alerta' })).toBeNull());
  });

  it('publishes a draft as it is, after the confirmation', async () => {
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [strikeDraft]),
        {
          request: { query: PublishAlertDocument, variables: { id: 'alert-2' } },
          ...answer('publishAlert', { ...strikeDraft, state: 'PUBLISHED' }),
        },
      ],
    });
    const drawer = await openAlert('Paro regional el jueves');
    expect(within(drawer).getByRole('button', { name: 'Eliminar borrador' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Publicar' }));
    const confirm = await confirmation('¿Publicar la alerta?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Alerta publicada.')).toBeTruthy();
  });

  it('publishes the change of an active alert at once, after asking', async () => {
    const changed = 'Tren a Machu Picchu suspendido hasta el lunes';
    const input: AlertInput = {
      ...RAIL_INPUT,
      texts: RAIL_INPUT.texts.map((text) =>
        text.language === 'es' ? { ...text, headline: changed } : text,
      ),
    };
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [railCut]),
        {
          request: { query: UpdateAlertDocument, variables: { id: 'alert-1', input } },
          ...answer('updateAlert', { ...railCut, state: 'UPDATED', version: 2 }),
        },
      ],
    });
    const drawer = await openAlert('Tren a Machu Picchu suspendido');
    expect(within(drawer).queryByRole('button', { name: 'Publicar' })).toBeNull();
    type(within(drawer).getAllByLabelText('Titular')[0] as HTMLElement, changed);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar cambios' }));
    const confirm = await confirmation('¿Publicar los cambios?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Publicar los cambios' }));
    expect(await screen.findByText('Cambios publicados.')).toBeTruthy();
  });

  it('cancels an active alert only with a reason', async () => {
    const reason = 'PeruRail reanudó el servicio';
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [railCut]),
        {
          request: { query: CancelAlertDocument, variables: { id: 'alert-1', reason } },
          ...answer('cancelAlert', { ...railCut, state: 'CANCELLED', cancelReason: reason }),
        },
      ],
    });
    const drawer = await openAlert('Tren a Machu Picchu suspendido');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancelar alerta' }));
    const modal = await confirmation('¿Cancelar la alerta «Tren a Machu Picchu suspendido»?');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancelar alerta' }));
    await within(modal).findByText('Este dato es obligatorio.');
    type(within(modal).getByLabelText('Motivo de la cancelación'), reason);
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancelar alerta' }));
    expect(await screen.findByText('Alerta cancelada.')).toBeTruthy();
  });

  it("shows the server's refusals on their fields, opening the language they are in", async () => {
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [strikeDraft]),
        {
          request: {
            query: UpdateAlertDocument,
            variables: {
              id: 'alert-2',
              input: {
                ...RAIL_INPUT,
                category: 'STRIKE_BLOCKADE',
                severity: 'MODERATE',
                urgency: 'EXPECTED',
                certainty: 'LIKELY',
                area: { kind: 'REGION' },
                texts: [
                  {
                    language: 'es',
                    headline: 'Paro regional el jueves',
                    description: 'Paro regional el jueves.',
                    instruction: 'Evite viajar por carretera.',
                  },
                  {
                    language: 'en',
                    headline: 'Regional strike on Thursday',
                    description: 'Regional strike on Thursday.',
                    instruction: 'Avoid road travel.',
                  },
                ],
                source: 'PNP – Policía de Turismo',
                link: null,
              },
            },
          },
          result: {
            errors: [
              new GraphQLError('Invalid input', {
                extensions: {
                  code: 'BAD_REQUEST',
                  fields: { 'texts.1.headline': 'At most 120 characters' },
                },
              }),
            ],
          },
        },
      ],
    });
    const drawer = await openAlert('Paro regional el jueves');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar borrador' }));
    await within(drawer).findByText('Usa como máximo 120 caracteres.');
    await waitFor(() =>
      expect(
        within(drawer).getByRole('tab', { name: 'Inglés *' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(within(drawer).getByRole('alert').textContent).toContain('Revisa los datos marcados.');
  });

  it('deletes a draft after asking, and opens its history', async () => {
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [strikeDraft]),
        {
          request: { query: RecordHistoryDocument, variables: { area: 'alerts', id: 'alert-2' } },
          result: {
            data: {
              recordHistory: [
                {
                  __typename: 'AuditEntry',
                  id: 'audit-1',
                  action: 'CREATE',
                  at: '2026-11-20T13:00:00.000Z',
                  recordLabel: 'Paro regional el jueves',
                  actor: { __typename: 'AuditActor', id: 'user-1', name: 'Rosa Quispe' },
                  changes: [
                    {
                      __typename: 'AuditChange',
                      field: 'source',
                      before: null,
                      after: 'PNP – Policía de Turismo',
                    },
                  ],
                  directoryImport: null,
                },
              ],
            },
          },
        },
        {
          request: { query: DeleteAlertDocument, variables: { id: 'alert-2' } },
          result: { data: { deleteAlert: 'alert-2' } },
        },
      ],
    });
    const drawer = await openAlert('Paro regional el jueves');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Historial' }));
    expect(await screen.findByText('por Rosa Quispe')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Eliminar borrador' }));
    const confirm = await confirmation('¿Eliminar este borrador?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Borrador eliminado.')).toBeTruthy();
  });

  it('shows a cancelled alert read only, with the reason, and nothing to send', async () => {
    const cancelled = {
      ...railCut,
      state: 'CANCELLED' as const,
      cancelledAt: '2026-11-21T15:00:00.000Z',
      cancelReason: 'PeruRail reanudó el servicio',
    };
    renderRegistryPage(<AlertsPage />, { path: PATH, mocks: [listed(DEFAULT_INPUT, [cancelled])] });
    const drawer = await openAlert('Tren a Machu Picchu suspendido', 'Alerta');
    expect(
      within(drawer).getByText(
        'Cancelada el 21/11/2026 10:00. Motivo: PeruRail reanudó el servicio',
      ),
    ).toBeTruthy();
    for (const name of ['Publicar', 'Guardar cambios', 'Guardar borrador', 'Cancelar alerta']) {
      expect(within(drawer).queryByRole('button', { name })).toBeNull();
    }
    expect(within(drawer).getAllByLabelText('Titular')[0]?.hasAttribute('disabled')).toBe(true);
  });

  it('says so when the alert changed meanwhile and the server refuses', async () => {
    renderRegistryPage(<AlertsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [strikeDraft]),
        {
          request: { query: PublishAlertDocument, variables: { id: 'alert-2' } },
          result: {
            errors: [
              new GraphQLError('This alert is no longer a draft', {
                extensions: { code: 'CONFLICT' },
              }),
            ],
          },
        },
      ],
    });
    const drawer = await openAlert('Paro regional el jueves');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Publicar' }));
    const confirm = await confirmation('¿Publicar la alerta?');
    expect(within(confirm).getByText(/Quien lea otro idioma la verá en inglés\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain(
      'La alerta cambió mientras la editabas',
    );
  });
});
