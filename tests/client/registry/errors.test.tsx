import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, cleanup, render } from '@testing-library/react';
import { Form, type FormInstance, Input, Select } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFieldErrors, registryFieldMessage } from '../../../client/src/registry/field-errors';
import {
  conflictMessage,
  problemMessage,
  registryProblem,
} from '../../../client/src/registry/problems';
import { initShellI18n } from '../../support/staff-i18n';

const i18n = await initShellI18n();
const t = i18n.t;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const failure = (code: string, message: string, fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
  });

describe('registryProblem', () => {
  it('reads field problems of a 400 and clashes of a 409', () => {
    expect(
      registryProblem(failure('BAD_REQUEST', 'Invalid input', { documentNumber: 'Required' })),
    ).toEqual({ kind: 'bad-request', fields: { documentNumber: 'Required' } });
    expect(
      registryProblem(failure('CONFLICT', 'Conflict', { licenseNumber: 'Already in use' })),
    ).toEqual({
      kind: 'conflict',
      fields: { licenseNumber: 'Already in use' },
      message: 'Conflict',
    });
  });

  it('keeps the reason of a refused delete', () => {
    const found = registryProblem(failure('CONFLICT', 'Officers still serve in this jurisdiction'));
    expect(found).toEqual({
      kind: 'conflict',
      fields: {},
      message: 'Officers still serve in this jurisdiction',
    });
  });

  it.each([
    ['NOT_FOUND', 'not-found'],
    ['FORBIDDEN', 'forbidden'],
    ['UNAVAILABLE', 'unavailable'],
    ['INTERNAL_SERVER_ERROR', 'unexpected'],
  ])('%s is %s', (code, kind) => {
    expect(registryProblem(failure(code, 'x')).kind).toBe(kind);
  });

  it('says nothing was saved while the data is unreachable for a moment', () => {
    expect(problemMessage(t, { kind: 'unavailable' })).toBe(
      'El servicio no está disponible por un momento y no se guardó nada. Inténtalo de nuevo en unos segundos.',
    );
  });

  it('is a network problem when no server answer came', () => {
    expect(registryProblem(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(problemMessage(t, { kind: 'network' })).toBe(
      'No hay conexión con el servidor. Inténtalo de nuevo.',
    );
  });
});

describe('field messages', () => {
  it.each([
    ['Required', 'Este dato es obligatorio.'],
    ['At most 80 characters', 'Usa como máximo 80 caracteres.'],
    ['Not a valid DNI (8 digits)', 'El DNI tiene exactamente 8 dígitos.'],
    [
      'Not an ISO 639-1 language code',
      'Usa códigos ISO 639-1 de dos letras, por ejemplo es, en, qu.',
    ],
    ['Something nobody mapped', 'Revisa este dato.'],
  ])('%s reads "%s"', (message, text) => {
    expect(registryFieldMessage(t, message)).toBe(text);
  });

  it("tries an area's own rules first", () => {
    expect(
      registryFieldMessage(t, 'Not before the issue date', [
        ['Not before the issue date', 'guides.validation.expiryBeforeIssue'],
      ]),
    ).toBe('El vencimiento no puede ser anterior a la fecha de emisión.');
  });

  it('names the clashing value with the area text, in each language', async () => {
    expect(conflictMessage(t, 'guides', 'licenseNumber', 'GT-01234')).toBe(
      'Ya existe un guía con el carné GT-01234',
    );
    expect(conflictMessage(t, 'guides', 'unknownField', 'x')).toBe('Este dato ya está registrado.');
    await i18n.changeLanguage('en');
    expect(conflictMessage(i18n.t, 'guides', 'licenseNumber', 'GT-01234')).toBe(
      'A guide with licence GT-01234 already exists',
    );
  });
});

describe('applyFieldErrors', () => {
  function renderForm() {
    let instance: FormInstance | undefined;
    function Host() {
      const [form] = Form.useForm();
      instance = form;
      return (
        <Form form={form}>
          <Form.Item name="documentNumber" label="Documento">
            <Input />
          </Form.Item>
          <Form.Item name="languages" label="Idiomas">
            <Select mode="tags" />
          </Form.Item>
          <Form.Item name={['headquarters', 'phone']} label="Teléfono de la sede">
            <Input />
          </Form.Item>
        </Form>
      );
    }
    render(<Host />);
    if (!instance) throw new Error('no form');
    return instance;
  }

  it('puts each message on its field, nested and list items included, and answers the rest', () => {
    const form = renderForm();
    let unplaced: string[] = [];
    act(() => {
      unplaced = applyFieldErrors(
        form,
        {
          documentNumber: 'Not a valid DNI (8 digits)',
          'languages.1': 'Not an ISO 639-1 language code',
          'headquarters.phone': 'A phone number',
          sede: 'Required',
        },
        (message) => registryFieldMessage(t, message),
      );
    });
    expect(form.getFieldError('documentNumber')).toEqual(['El DNI tiene exactamente 8 dígitos.']);
    expect(form.getFieldError('languages')).toEqual([
      'Usa códigos ISO 639-1 de dos letras, por ejemplo es, en, qu.',
    ]);
    expect(form.getFieldError(['headquarters', 'phone'])[0]).toMatch(/^Ingresa un teléfono/);
    expect(unplaced).toEqual(['sede']);
  });
});
