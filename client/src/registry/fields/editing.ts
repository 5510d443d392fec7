/** What a registry's form drawer holds: a new record, or one being edited; null while closed. */
export type RecordEditing<T> = { mode: 'create' } | { mode: 'edit'; record: T };

/** What every registry form drawer takes from its page. */
export interface RecordEditingProps<T> {
  editing: RecordEditing<T> | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The record being edited; null for a new one or a closed drawer. */
export function editedRecord<T>(editing: RecordEditing<T> | null): T | null {
  return editing?.mode === 'edit' ? editing.record : null;
}
