import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { fieldMessage } from './problems';

/** Shows the server's field problems beside the fields of the form that have them. */
export function showFieldErrors(
  form: FormInstance,
  t: TFunction,
  fields: Record<string, string>,
): boolean {
  const known = Object.entries(fields).filter(
    ([name]) => form.getFieldInstance(name) !== undefined,
  );
  form.setFields(known.map(([name, message]) => ({ name, errors: [fieldMessage(t, message)] })));
  return known.length > 0;
}
