import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { applyFieldErrors } from '../../registry/field-errors';
import { fieldMessage } from './problems';

/** Shows the server's field problems beside the fields of the form that have them. */
export function showFieldErrors(
  form: FormInstance,
  t: TFunction,
  fields: Record<string, string>,
): boolean {
  const unplaced = applyFieldErrors(form, fields, (message) => fieldMessage(t, message));
  return unplaced.length < Object.keys(fields).length;
}
