import { describe, expect, it } from 'vitest';
import type { RegistryAreaConfig } from '../../../client/src/registry/area';
import { changedFields } from '../../../client/src/registry/changes';
import { readColumnChoice, visibleColumns } from '../../../client/src/registry/column-choice';
import { formatValue } from '../../../client/src/registry/history-values';
import { registryPermissions } from '../../../client/src/registry/permissions';
import { initShellI18n } from '../../support/staff-i18n';

const i18n = await initShellI18n();

describe('column choice', () => {
  const columns = [
    { key: 'name', alwaysVisible: true },
    { key: 'status' },
    { key: 'phone', defaultHidden: true },
    { key: 'email', defaultHidden: true },
  ];

  it('shows the defaults until a choice is saved; a saved choice wins', () => {
    expect([...visibleColumns(columns, {})]).toEqual(['name', 'status']);
    expect([...visibleColumns(columns, { status: false, phone: true, name: false })]).toEqual([
      'name',
      'phone',
    ]);
  });

  it('hides a column meant for wide screens on a narrower one, unless the person shows it', () => {
    const wide = [...columns, { key: 'district', hiddenBelow: 'xxl' as const }];
    const laptop = (size: string) => size !== 'xxl';
    expect([...visibleColumns(wide, {}, () => true)]).toEqual(['name', 'status', 'district']);
    expect([...visibleColumns(wide, {}, laptop)]).toEqual(['name', 'status']);
    expect([...visibleColumns(wide, { district: true }, laptop)]).toEqual([
      'name',
      'status',
      'district',
    ]);
  });

  it('reads the choice of one area from storage, ignoring what is not a choice', () => {
    localStorage.setItem('registry.columns.guides', JSON.stringify({ phone: true, email: 'yes' }));
    localStorage.setItem('registry.columns.lodgings', 'not json');
    expect(readColumnChoice('guides')).toEqual({ phone: true });
    expect(readColumnChoice('lodgings')).toEqual({});
    expect(readColumnChoice('police')).toEqual({});
  });
});

describe('changedFields', () => {
  it('keeps only what differs, null clearing a value', () => {
    const before = { firstNames: 'Rosa', languages: ['es', 'qu'], phone: '984' as string | null };
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { ...before, languages: ['es'], phone: null })).toEqual({
      languages: ['es'],
      phone: null,
    });
  });
});

describe('formatValue', () => {
  const config: RegistryAreaConfig = {
    area: 'guides',
    historyArea: 'guides',
    i18nKey: 'guides',
    enumFields: { status: 'RegistrationStatus' },
  };
  const context = { t: i18n.t, language: 'es' as const };

  it('writes values as people read them', () => {
    expect(formatValue(config, 'status', 'VENCIDO', context)).toBe('Vencido');
    expect(formatValue(config, 'licenseExpiresOn', '2027-03-31', context)).toBe('31/03/2027');
    // An instant (an account deactivated at 22:00 in Cusco), on Cusco's clock.
    expect(formatValue(config, 'deactivatedAt', '2026-11-27T03:00:00.000Z', context)).toBe(
      '26/11/2026 22:00',
    );
    expect(formatValue(config, 'notes', 'Visto el 2026-11-27T03:00Z', context)).toBe(
      'Visto el 2026-11-27T03:00Z',
    );
    expect(formatValue(config, 'specialties', ['Arqueología', 'Aventura'], context)).toBe(
      'Arqueología, Aventura',
    );
    expect(formatValue(config, 'phone', null, context)).toBe('(vacío)');
    expect(formatValue(config, 'specialties', [], context)).toBe('(vacío)');
    expect(formatValue(config, 'rooms', 1200, context)).toBe((1200).toLocaleString('es'));
  });
});

describe('registryPermissions', () => {
  it('reads create, update, delete and history from me.permissions', () => {
    const admin = ['guides:read', 'guides:create', 'guides:update', 'guides:delete'];
    expect(registryPermissions(admin, 'guides')).toEqual({
      create: true,
      update: true,
      delete: true,
      history: true,
    });
    expect(registryPermissions(['guides:read'], 'guides')).toEqual({
      create: false,
      update: false,
      delete: false,
      history: false,
    });
    expect(registryPermissions(admin, 'lodgings').create).toBe(false);
    // Whoever changes a registry reads its history; a reader only does not.
    expect(registryPermissions(['police:read', 'police:update'], 'police').history).toBe(true);
    expect(registryPermissions(['guides:read'], 'guides').history).toBe(false);
  });
});
