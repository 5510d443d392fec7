import { updateLodgingSchema } from '../lodgings/input';
import type { LodgingRecord } from '../lodgings/model';
import { known, namesRefused, providerFields } from './agency-rules';
import { lodgingCategoryOf, lodgingClassOf } from './classes';
import type { DirectoryEntry } from './entries';
import { byFieldRules } from './field-rules';
import type { ImportedRecord, ImportRules } from './preview';

/**
 * What the directory says of a lodging, in the registry's fields: only what it knows, and only
 * what the registry's rules take.
 */
export function lodgingFields(entry: DirectoryEntry): Partial<LodgingRecord> {
  const values = known({
    ...providerFields(entry),
    lodgingClass: lodgingClassOf(entry.classText, entry.categoryText),
    category: lodgingCategoryOf(entry.categoryText, entry.classText),
  });
  return byFieldRules(updateLodgingSchema, values) as Partial<LodgingRecord>;
}

/** A lodging's key: its company's RUC and its own certificate (one company, many lodgings). */
const lodgingKey = (ruc: string, certificate: string | null) => `${ruc} ${certificate ?? ''}`;

/**
 * Lodgings meet the directory by RUC and certificate; one of ours registered without a
 * certificate is taken by a row of its RUC (preview.ts, `adoption`) and gets the certificate.
 */
export const LODGING_RULES: ImportRules<LodgingRecord & ImportedRecord> = {
  entryKey: (entry) => lodgingKey(entry.ruc, entry.certificateNumber),
  recordKey: (record) => lodgingKey(record.ruc, record.certificateNumber),
  fields: lodgingFields,
  label: (record) => record.tradeName,
  // An empty CATEGORIA is an uncategorized lodging; one the registry cannot read is refused.
  incomplete: (values, entry) => [
    ...namesRefused(values),
    ...(values.certificateNumber ? [] : (['MISSING_CERTIFICATE'] as const)),
    ...(values.lodgingClass && (values.category || entry.categoryText === null)
      ? []
      : (['UNKNOWN_CLASS'] as const)),
  ],
  certificateField: 'certificateNumber',
  adoption: {
    recordKey: (record) => (record.certificateNumber ? null : record.ruc),
    entryKey: (entry) => entry.ruc,
  },
};
