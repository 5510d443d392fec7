import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageRule, translateMessage } from './field-errors';
import { problemMessage, registryProblem } from './problems';

export interface DeleteRecordOptions {
  /** Deletes the record; a thrown error is explained to the person. */
  remove: () => Promise<unknown>;
  /** After a delete went through (e.g. fetch the page again). */
  onDeleted?: () => void;
  /**
   * The server's reasons for refusing a delete (409, English, e.g. "Officers still serve in this
   * jurisdiction") → i18n keys; an unknown reason gets a general text.
   */
  reasons?: readonly MessageRule[];
  /**
   * The area's i18n key: `<area>.delete.title` and `.done` word the question where the general
   * one does not fit (Spanish puts "a" before people, not before a business or a place).
   */
  i18nKey?: string;
}

/**
 * Asks before deleting a record, naming it, then deletes it and says how it went: a success
 * message, or why not (still referenced, already gone, not permitted, offline).
 */
export function useDeleteRecord() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return useCallback(
    (name: string, { remove, onDeleted, reasons = [], i18nKey }: DeleteRecordOptions) => {
      const text = (key: 'title' | 'done') =>
        t(
          i18nKey
            ? [`${i18nKey}.delete.${key}`, `registry.delete.${key}`]
            : `registry.delete.${key}`,
          {
            name,
          },
        );
      modal.confirm({
        title: text('title'),
        content: t('registry.delete.content'),
        okText: t('registry.delete.ok'),
        okButtonProps: { danger: true },
        cancelText: t('registry.delete.cancel'),
        onOk: async () => {
          try {
            await remove();
          } catch (error) {
            const problem = registryProblem(error);
            message.error(
              problem.kind === 'conflict'
                ? translateMessage(t, problem.message, reasons, 'registry.errors.stillReferenced')
                : problemMessage(t, problem),
            );
            // Someone else deleted it meanwhile: the list is out of date.
            if (problem.kind === 'not-found') onDeleted?.();
            return;
          }
          message.success(text('done'));
          onDeleted?.();
        },
      });
    },
    [t, modal, message],
  );
}
