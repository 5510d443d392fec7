import { useMemo } from 'react';

export interface RecordFormOptions<Record, Values, CreateInput, UpdateInput extends object> {
  /** The form's values for a record being edited. */
  valuesOf: (record: Record) => Values;
  /** The form's values for a new record (fields left empty). */
  empty: Partial<Values>;
  createInputOf: (values: Values) => CreateInput;
  /** Only what differs from the first values. */
  updateInputOf: (initial: Values, values: Values) => UpdateInput;
  create: (input: CreateInput) => Promise<unknown>;
  update: (id: string, input: UpdateInput) => Promise<unknown>;
}

/**
 * A registry form's first values and its submit: a new record is created whole; an edited one
 * sends only the fields that changed, and nothing at all when none did. A failed request throws
 * to the form drawer, which shows the server's messages on their fields.
 */
export function useRecordForm<
  Record extends { id: string },
  Values,
  CreateInput,
  UpdateInput extends object,
>(
  record: Record | null,
  {
    valuesOf,
    empty,
    createInputOf,
    updateInputOf,
    create,
    update,
  }: RecordFormOptions<Record, Values, CreateInput, UpdateInput>,
) {
  // Recomputed when another record is opened, not on every render: the form keeps what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesOf and empty never change.
  const initial: Partial<Values> = useMemo(() => (record ? valuesOf(record) : empty), [record]);
  const submit = async (values: Values) => {
    if (!record) {
      await create(createInputOf(values));
      return;
    }
    // An edited record's first values are whole: they came from valuesOf.
    const input = updateInputOf(initial as Values, values);
    if (Object.keys(input).length > 0) await update(record.id, input);
  };
  return { initial, submit };
}
