import type { AuditAction, RegistryArea } from '../../generated/graphql';

export interface FieldChangeRecord {
  field: string;
  before: unknown;
  after: unknown;
}

/** One create, update or delete of a registry record, kept after the record is gone. */
export interface AuditEntryRecord {
  id: string;
  area: RegistryArea;
  recordId: string;
  recordLabel: string;
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
