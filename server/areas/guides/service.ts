import { z } from 'zod';
import type { GuideSortField } from '../../../generated/graphql';
import { registrationStatus, registrationStatusFilter } from '../../registry/fields';
import { createRegistry } from '../../registry/registry';
import { checkGuide, createGuideSchema, updateGuideSchema } from './input';
import type { GuideRecord, GuideView } from './model';

export const guideStatus = (guide: GuideRecord, today: string) =>
  registrationStatus(guide.licenseExpiresOn, guide.status, today);

export const fullName = (guide: Pick<GuideRecord, 'firstNames' | 'lastNames'>) =>
  `${guide.firstNames} ${guide.lastNames}`;

type GuideFilter = 'status' | 'language';

/** The guide registry: licensed guides, read by all staff, written by tourism staff. */
export const guides = createRegistry<GuideRecord, GuideView, GuideSortField, GuideFilter>({
  area: 'guides',
  auditArea: 'guides',
  noun: 'Guide',
  repository: (store) => store.guides,
  items: (data) => data.guides,
  label: fullName,
  createSchema: createGuideSchema,
  updateSchema: updateGuideSchema,
  unique: {
    licenseNumber: 'A guide with this carné already exists',
    documentNumber: 'A guide with this document already exists',
  },
  check: checkGuide,
  view: (guide, today) => ({ ...guide, status: guideStatus(guide, today) }),
  listRules: (today) => ({
    search: (guide) => [
      fullName(guide),
      `${guide.lastNames} ${guide.firstNames}`,
      guide.documentNumber,
      guide.licenseNumber,
    ],
    sort: {
      NAME: (guide) => `${guide.lastNames} ${guide.firstNames}`,
      DOCUMENT_NUMBER: (guide) => guide.documentNumber,
      LICENSE_NUMBER: (guide) => guide.licenseNumber,
      LICENSE_EXPIRES_ON: (guide) => guide.licenseExpiresOn,
      STATUS: (guide) => guideStatus(guide, today),
      UPDATED_AT: (guide) => guide.updatedAt,
    },
    filters: {
      status: (guide, values) => values.includes(guideStatus(guide, today)),
      language: (guide, values) => guide.languages.some((code) => values.includes(code)),
    },
    defaultSort: 'NAME',
  }),
  filterValues: {
    status: registrationStatusFilter,
    language: z.string().trim().toLowerCase().max(3, 'An ISO 639 code'),
  },
});
