import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { policeConfig } from '../../../client/src/areas/police/config';
import { formatValue } from '../../../client/src/registry/history-values';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
const context = { t: i18next.t, language: 'es' as const };

describe('the history of an officer', () => {
  it('names the rank, the status, the languages and the jurisdiction', () => {
    const config = policeConfig((id) => (id === 'jurisdiction-pisac' ? 'Pisac' : undefined));
    expect(formatValue(config, 'rank', 'SUBOFICIAL_TECNICO_PRIMERA', context)).toBe(
      'Suboficial Técnico de Primera',
    );
    expect(formatValue(config, 'status', 'VACACIONES', context)).toBe('Vacaciones');
    expect(formatValue(config, 'languages', ['es', 'qu'], context)).toBe('Español, Quechua');
    expect(formatValue(config, 'jurisdictionId', 'jurisdiction-pisac', context)).toBe('Pisac');
  });
});
