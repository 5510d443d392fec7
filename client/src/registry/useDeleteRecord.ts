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
}

/**
 * Asks before deleting a record, naming it, then deletes it and says how it went: a success
 * message, or why not (still referenced, already gone, not permitted, offline).
 */
export function useDeleteRecord() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return useCallback(
    (name: string, { remove, onDeleted, reasons = [] }: DeleteRecordOptions) => {
      modal.confirm({
        title: t('registry.delete.title', { name }),
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
          message.success(t('registry.delete.done', { name }));
          onDeleted?.();
        },
      });
    },
    [t, modal, message],
  );
}
