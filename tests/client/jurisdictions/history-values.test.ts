import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { jurisdictionsConfig } from '../../../client/src/areas/jurisdictions/config';
import { formatValue } from '../../../client/src/registry/history-values';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
const context = { t: i18next.t, language: 'es' as const };

describe('the history of a jurisdiction', () => {
  it('shows the comisaría in one line, and the responsible officer by name when known', () => {
    const config = jurisdictionsConfig((id) => (id === 'officer-1' ? 'Ima Segovia' : undefined));
    const station = {
      name: 'Comisaría PNP Wanchaq',
      address: 'Av. Tomasa Tito Condemayta s/n',
      phone: '084 236474',
      latitude: -13.52655,
      longitude: -71.96431,
    };
    expect(formatValue(config, 'headquarters', station, context)).toBe(
      'Comisaría PNP Wanchaq, Av. Tomasa Tito Condemayta s/n, 084 236474 (-13,52655, -71,96431)',
    );
    expect(
      formatValue(config, 'headquarters', { ...station, whatsapp: '+51987654321' }, context),
    ).toBe(
      'Comisaría PNP Wanchaq, Av. Tomasa Tito Condemayta s/n, 084 236474, WhatsApp +51 987 654 321 (-13,52655, -71,96431)',
    );
    expect(formatValue(config, 'responsibleOfficerId', 'officer-1', context)).toBe('Ima Segovia');
    expect(formatValue(config, 'responsibleOfficerId', 'officer-9', context)).toBe('officer-9');
    expect(formatValue(config, 'responsibleOfficerId', null, context)).toBe('(vacío)');
  });
});
