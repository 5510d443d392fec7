import { isDeepStrictEqual } from 'node:util';

export { writesRecord } from '../../../shared/directory-preview';

import { foldCaseAndAccents } from '../../../shared/fold-text';
import type { DirectoryEntry, DirectoryProblem, DirectoryRows, RejectedRow } from './entries';
import type { DirectoryMarks, StoredRows } from './model';
import { firstByLine } from './rejections';

/** A record of a registry the directory is imported into, as far as the import reads it. */
export interface ImportedRecord extends DirectoryMarks {
  id: string;
  ruc: string;
  certificateNumber?: string | null;
}

/** How one registry meets the directory. */
export interface ImportRules<R extends ImportedRecord> {
  /** What a row and a record are matched by (the RUC; RUC and certificate for lodgings). */
  entryKey(entry: DirectoryEntry): string;
  recordKey(record: R): string;
  /** What the directory says of a provider, in the record's fields. */
  fields(entry: DirectoryEntry): Record<string, unknown>;
  /** How people know a record: its trade name. */
  label(record: R): string;
  /**
   * What a new record lacks that the registry needs (its certificate, a class it knows), from
   * its values and the row they were read from.
   */
  incomplete(values: Record<string, unknown>, entry: DirectoryEntry): DirectoryProblem[];
  /** The unique field besides the key: a row may not take another record's value. */
  certificateField: string;
  /**
   * Records whose key the directory cannot meet yet (a lodging registered before its
   * certificate was asked for) and what they share with a row (the RUC). See `adopted`.
   */
  adoption?: {
    /** The record's shared key, or null when its own key can meet a row. */
    recordKey(record: R): string | null;
    entryKey(entry: DirectoryEntry): string;
  };
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ChangedRecord {
  id: string;
  label: string;
  line: number;
  /** What the import writes. */
  changes: FieldChange[];
  /**
   * Fields a person edited since the last import and the directory now says otherwise: the
   * person's value stays (`before`), the directory's is shown (`after`) and not written.
   */
  kept: FieldChange[];
  /** The record had been marked missing from the directory and is listed again. */
  listedAgain: boolean;
}

export interface DirectoryPreview {
  created: { line: number; key: string; values: Record<string, unknown> }[];
  changed: ChangedRecord[];
  /** Matched and already as the directory says. */
  unchanged: number;
  /**
   * Of those unchanged (and those whose only differences are a person's kept edits), how many
   * the import marks as listed at this file's cut-off: all of them on a first import.
   */
  confirmed: number;
  /** Records of ours the directory does not list (not yet marked so), as staff tell them apart. */
  missing: { id: string; label: string; ruc: string; certificateNumber: string | null }[];
  /** Records already marked missing by an earlier import and still not listed. */
  stillMissing: number;
  /** The first rows refused (REJECTED_KEPT, by line), with every reason. */
  rejected: RejectedRow[];
  /** How many rows are refused in all. */
  rejectedCount: number;
  otherRegions: number;
  cutoff: string | null;
  /** How many records the registry holds: what a share of it marked missing is reckoned on. */
  registryTotal: number;
}

/**
 * What importing the region's rows would do to a registry, without doing it: new records,
 * changes field by field (a person's edit since the last import is kept, and said so only when
 * the directory changed that field too), records no longer listed, rejected rows. A second row
 * for a provider already read is rejected as DUPLICATE. Importing the same file twice finds
 * nothing to do the second time. Rows kept to apply a preview (StoredRows) carry no refused rows
 * to show, only their count.
 */
export function previewImport<R extends ImportedRecord>(
  read: DirectoryRows | StoredRows,
  records: readonly R[],
  rules: ImportRules<R>,
): DirectoryPreview {
  const byKey = new Map(records.map((record) => [rules.recordKey(record), record]));
  const adoptable = adoptionOf(read.entries, records, rules);
  const matched = new Set<string>();
  const seen = new Set<string>();
  // Whose each certificate is (by the record's key), so that no row takes another's.
  const certificate = (values: object) =>
    foldCaseAndAccents(String((values as Record<string, unknown>)[rules.certificateField] ?? ''));
  const certificates = new Map(
    records.map((record) => [certificate(record), rules.recordKey(record)]),
  );
  certificates.delete('');
  const preview: DirectoryPreview = {
    created: [],
    changed: [],
    unchanged: 0,
    confirmed: 0,
    missing: [],
    stillMissing: 0,
    rejected: [],
    rejectedCount: read.rejectedCount,
    otherRegions: read.otherRegions,
    cutoff: read.cutoff,
    registryTotal: records.length,
  };
  for (const entry of read.entries) {
    const key = rules.entryKey(entry);
    if (seen.has(key)) {
      preview.rejected.push({
        line: entry.line,
        ruc: entry.ruc,
        name: entry.tradeName ?? entry.businessName,
        problems: ['DUPLICATE'],
      });
      continue;
    }
    seen.add(key);
    const values = rules.fields(entry);
    const found = byKey.get(key);
    const record = found && !matched.has(found.id) ? found : adoptable(entry, matched);
    const problems = record ? [] : rules.incomplete(values, entry);
    const claimed = certificate(values);
    const holder = certificates.get(claimed);
    if (claimed !== '' && holder !== undefined && holder !== key) {
      problems.push('CERTIFICATE_TAKEN');
    }
    if (problems.length > 0) {
      const name = entry.tradeName ?? entry.businessName;
      const read = problems.includes('UNKNOWN_CLASS')
        ? { classText: entry.classText, categoryText: entry.categoryText }
        : {};
      preview.rejected.push({ line: entry.line, ruc: entry.ruc, name, problems, ...read });
      continue;
    }
    if (claimed !== '') certificates.set(claimed, key);
    if (!record) {
      preview.created.push({ line: entry.line, key, values });
      continue;
    }
    matched.add(record.id);
    const change = compare(record, values);
    const listedAgain = Boolean(record.notInDirectoryAsOf);
    if (change.changes.length === 0 && !listedAgain) {
      if (!sameMarks(record, listedMarks(read.cutoff, values))) preview.confirmed += 1;
    }
    if (change.changes.length === 0 && change.kept.length === 0 && !listedAgain) {
      preview.unchanged += 1;
    } else {
      preview.changed.push({
        id: record.id,
        label: rules.label(record),
        line: entry.line,
        ...change,
        listedAgain,
      });
    }
  }
  for (const record of records) {
    if (matched.has(record.id)) continue;
    if (record.notInDirectoryAsOf) preview.stillMissing += 1;
    else {
      preview.missing.push({
        id: record.id,
        label: rules.label(record),
        ruc: record.ruc,
        certificateNumber: record.certificateNumber ?? null,
      });
    }
  }
  preview.rejectedCount += preview.rejected.length;
  preview.rejected = firstByLine([
    ...('rejected' in read ? read.rejected : []),
    ...preview.rejected,
  ]);
  return preview;
}

/**
 * Which record of ours, among those the directory cannot meet by key, a row takes: one of its
 * RUC whose name is the row's (trade or business name, case and accents aside), or the only one
 * of its RUC when the file lists that RUC once. Anything less sure stays apart: the row is new,
 * the record ours to review.
 */
function adoptionOf<R extends ImportedRecord>(
  entries: readonly DirectoryEntry[],
  records: readonly R[],
  rules: ImportRules<R>,
): (entry: DirectoryEntry, matched: ReadonlySet<string>) => R | undefined {
  const adoption = rules.adoption;
  if (!adoption) return () => undefined;
  const waiting = new Map<string, R[]>();
  for (const record of records) {
    const key = adoption.recordKey(record);
    if (key !== null) waiting.set(key, [...(waiting.get(key) ?? []), record]);
  }
  const rows = new Map<string, number>();
  for (const entry of entries) {
    const key = adoption.entryKey(entry);
    rows.set(key, (rows.get(key) ?? 0) + 1);
  }
  return (entry, matched) => {
    const key = adoption.entryKey(entry);
    const candidates = (waiting.get(key) ?? []).filter((record) => !matched.has(record.id));
    const names = [entry.tradeName, entry.businessName]
      .filter((name): name is string => name !== null)
      .map(foldCaseAndAccents);
    const named = candidates.find((record) =>
      names.includes(foldCaseAndAccents(rules.label(record))),
    );
    if (named) return named;
    return candidates.length === 1 && rows.get(key) === 1 ? candidates[0] : undefined;
  };
}

/** What a record listed by an import of `cutoff` keeps of it: the date, and what it said. */
export function listedMarks(
  cutoff: string | null,
  values: Record<string, unknown>,
): Required<DirectoryMarks> {
  return { directoryCutoff: cutoff, notInDirectoryAsOf: null, directoryValues: values };
}

/** Whether a record already carries these marks (so that nothing is written for them). */
export function sameMarks(record: DirectoryMarks, marks: DirectoryMarks): boolean {
  return (
    (record.directoryCutoff ?? null) === (marks.directoryCutoff ?? null) &&
    (record.notInDirectoryAsOf ?? null) === (marks.notInDirectoryAsOf ?? null) &&
    isDeepStrictEqual(record.directoryValues ?? null, marks.directoryValues ?? null)
  );
}

function compare(
  record: ImportedRecord,
  values: Record<string, unknown>,
): Pick<ChangedRecord, 'changes' | 'kept'> {
  const current = record as unknown as Record<string, unknown>;
  const last = record.directoryValues ?? null;
  const changes: FieldChange[] = [];
  const kept: FieldChange[] = [];
  for (const [field, after] of Object.entries(values)) {
    const before = current[field] ?? null;
    if (same(before, after)) continue;
    const editedSince = last !== null && field in last && !same(before, last[field]);
    if (!editedSince) changes.push({ field, before, after });
    // The directory moved too: the person's value stays, and the preview says what it ignored.
    else if (!same(last[field], after)) kept.push({ field, before, after });
  }
  return { changes, kept };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
