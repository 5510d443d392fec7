import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The server's policy for a new password, checked before sending (the server checks again). */
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;

export function newPasswordRules(
  t: TFunction,
  personal: () => (string | undefined)[] = () => [],
): FormRule[] {
  return [
    { required: true, message: t('auth.validation.newPasswordRequired') },
    { min: MIN_PASSWORD, message: t('auth.validation.passwordMin') },
    { max: MAX_PASSWORD, message: t('auth.validation.passwordMax') },
    {
      validator: async (_rule, value: string | undefined) => {
        const lower = value?.toLowerCase();
        if (lower && personal().some((item) => item && item.trim().toLowerCase() === lower)) {
          throw new Error(t('auth.validation.passwordPersonal'));
        }
      },
    },
  ];
}

/** The confirmation field: the same text as `field`. */
export function confirmRules(t: TFunction, field: string): FormRule[] {
  return [
    { required: true, message: t('auth.validation.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== getFieldValue(field)) {
          throw new Error(t('auth.validation.confirmMismatch'));
        }
      },
    }),
  ];
}
