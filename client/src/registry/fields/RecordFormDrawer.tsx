import type { ReactNode } from 'react';
import type { RegistryAreaConfig } from '../area';
import type { MessageRule } from '../field-errors';
import { RegistryFormDrawer } from '../RegistryFormDrawer';
import type { RecordEditingProps } from './editing';

export interface RecordFormDrawerProps<T, Values extends object> extends RecordEditingProps<T> {
  config: RegistryAreaConfig;
  /** The form's first values and its submit, as useRecordForm gives them. */
  form: { initial: Partial<Values>; submit: (values: Values) => Promise<unknown> };
  /** The area's own server field messages. */
  messageRules?: readonly MessageRule[];
  /** The fields. */
  children: ReactNode;
}

/** A registry's form drawer, opened by its page's `editing`: a drawer says only its fields. */
export function RecordFormDrawer<T, Values extends object>({
  editing,
  onClose,
  onSaved,
  config,
  form,
  messageRules,
  children,
}: RecordFormDrawerProps<T, Values>) {
  return (
    <RegistryFormDrawer<Values>
      config={config}
      open={editing !== null}
      mode={editing?.mode ?? 'create'}
      initialValues={form.initial}
      onSubmit={form.submit}
      onSaved={onSaved}
      onClose={onClose}
      messageRules={messageRules}
    >
      {children}
    </RegistryFormDrawer>
  );
}
