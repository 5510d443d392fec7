import { z } from 'zod';
import type { GuideSortField } from '../../../generated/graphql';
import {
  registrationStatus,
  registrationStatusFilter,
  registrationStatusQuery,
} from '../../registry/fields';
import { createRegistry } from '../../registry/registry';
import { guidesCollection } from './collections';
import { checkGuide, checkLicenseNumber, createGuideSchema, updateGuideSchema } from './input';
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
  areaKey: 'guides',
  repository: (store) => store.guides,
  label: fullName,
  createSchema: createGuideSchema,
  updateSchema: updateGuideSchema,
  collection: guidesCollection,
  checkGiven: (given, ctx) => checkLicenseNumber(given, ctx.settings.guides.licenseFormat),
  check: async (guide) => checkGuide(guide),
  view: (guide, today) => ({
    ...guide,
    status: guideStatus(guide, today),
    assignedStatus: guide.status,
  }),
  listRules: (today) => {
    const status = registrationStatusQuery<GuideRecord>('licenseExpiresOn', today);
    return {
      sort: {
        NAME: [{ field: 'lastNames' }, { field: 'firstNames' }],
        DOCUMENT_NUMBER: [{ field: 'documentNumber' }],
        LICENSE_NUMBER: [{ field: 'licenseNumber' }],
        LICENSE_EXPIRES_ON: [{ field: 'licenseExpiresOn' }],
        STATUS: status.sort,
        UPDATED_AT: [{ field: 'updatedAt' }],
      },
      filters: {
        status: status.filter,
        language: (values) => ({ languages: { in: values } }),
      },
      defaultSort: 'NAME',
    };
  },
  filterValues: {
    status: registrationStatusFilter,
    language: z.string().trim().toLowerCase().max(3, 'An ISO 639 code'),
  },
});
