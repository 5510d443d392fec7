import type { Rule, RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ERRORS, isValidRuc } from '../../../shared/documents';
import { type MessageRule, registryFieldMessage } from './field-errors';

/** The field error of a RUC (SUNAT's rule, shared with the server), or null when it is valid. */
export function rucError(value: string): string | null {
  return isValidRuc(value) ? null : DOCUMENT_ERRORS.ruc;
}

/** The server's phone rule: digits with spaces, parentheses, hyphens and a leading +. */
export function phoneError(value: string): string | null {
  return /^\+?[\d\s()-]{6,}$/.test(value.trim()) ? null : 'A phone number';
}

/**
 * The antd rules a registry form builds its fields from, with texts in the user's language.
 * `check` runs a rule on a filled field that answers the server's stable English message (or
 * null), so a field reads the same whether the form or the server found the problem.
 */
export function useFormRules(messageRules: readonly MessageRule[] = []) {
  const { t } = useTranslation();
  const required: Rule = { required: true, message: t('registry.validation.required') };
  return {
    required,
    requiredText: { ...required, whitespace: true } satisfies Rule,
    max: (count: number): Rule => ({
      max: count,
      message: t('registry.validation.tooLong', { max: count }),
    }),
    email: { type: 'email', message: t('registry.validation.email') } satisfies Rule,
    check: <Value = string>(problem: (value: Value) => string | null): RuleObject => ({
      validator: async (_, value: Value | null | undefined) => {
        const empty = value === undefined || value === null || value === '';
        const found = empty ? null : problem(value);
        if (found) throw new Error(registryFieldMessage(t, found, messageRules));
      },
    }),
  };
}
