import type { AuditAction, RegistryArea } from '../../generated/graphql';
import type { LocalizedText } from '../../shared/locales';

export interface FieldChangeRecord {
  field: string;
  before: unknown;
  after: unknown;
}

/** A change as the history shows it: a value that is another record's id comes with its name. */
export interface NamedFieldChange extends FieldChangeRecord {
  beforeName?: string | null;
  afterName?: string | null;
}

/** One create, update or delete of a registry record, kept after the record is gone. */
export interface AuditEntryRecord {
  id: string;
  area: RegistryArea;
  recordId: string;
  recordLabel: string;
  /**
   * The record's name in each language, for records named in several (an emergency number):
   * each reader sees it in their own. Absent for the others and in entries written before.
   */
  recordLabels?: LocalizedText;
  action: AuditAction;
  at: string;
  actor: { id: string; name: string };
  changes: FieldChangeRecord[];
  /**
   * The directory import that made the change (server/areas/directory), when one did; `undone`
   * when the change undid what that import had written.
   */
  directoryImport?: { id: string; fileName: string; cutoff: string | null; undone?: boolean };
  /** Why a person made the change, when the change asks for one (clearing a directory mark). */
  reason?: string;
}
