import type { TFunction } from 'i18next';
import type { AlertRowFragment } from '../../../../generated/client';

type Area = AlertRowFragment['area'];

const decimal = (value: number, language: string) =>
  value.toLocaleString(language, { maximumFractionDigits: 4 });

/** Where an alert applies, in words: "Toda la región", "Provincias: Cusco, Urubamba", … */
export function areaInWords(area: Area, t: TFunction, language: string): string {
  switch (area.kind) {
    case 'PROVINCES':
      return t('alerts.areaWords.provinces', { names: area.provinces.join(', ') });
    case 'DISTRICTS':
      return t('alerts.areaWords.districts', {
        names: area.districts
          .map(({ province, district }) => `${district} (${province})`)
          .join(', '),
      });
    case 'CIRCLE':
      return area.circle
        ? t('alerts.areaWords.circle', {
            km: decimal(area.circle.radiusKm, language),
            latitude: decimal(area.circle.latitude, language),
            longitude: decimal(area.circle.longitude, language),
          })
        : '';
    default:
      return t('alerts.areaWords.region');
  }
}
