import { Alert, Button, List, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DirectoryImportsQuery,
  type DirectoryTarget,
  useDirectoryImportsQuery,
  useUndoDirectoryImportMutation,
} from '../../../../generated/client';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { appliedCounts } from './applied-counts';
import { undoErrorMessage } from './undo-errors';

type PastImport = DirectoryImportsQuery['directoryImports'][number];

export interface PastImportsProps {
  target: DirectoryTarget;
  /** An import was undone: the registry's list is to be read again. */
  onUndone: () => void;
}

/**
 * The imports applied before, newest first: when, by whom, which file and cut-off, what they did;
 * each can be undone (the server refuses, and says why, when records were edited since).
 */
export function PastImports({ target, onUndone }: PastImportsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useDirectoryImportsQuery({ variables: { target }, fetchPolicy: 'network-only' });
  const [undo, undoing] = useUndoDirectoryImportMutation();
  const [asked, setAsked] = useState<PastImport | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const imports = data?.directoryImports ?? [];
  if (imports.length === 0) return null;

  const undoAsked = async () => {
    if (!asked) return;
    try {
      await undo({ variables: { id: asked.id } });
      setOutcome({ ok: true, text: t('directory.undo.done') });
      onUndone();
    } catch (error) {
      setOutcome({ ok: false, text: undoErrorMessage(t, language, error) });
    } finally {
      setAsked(null);
    }
  };

  return (
    <section aria-labelledby="directory-past-imports">
      <Typography.Title level={2} id="directory-past-imports" className="directory-past-title">
        {t('directory.past.title')}
      </Typography.Title>
      {outcome && (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          role={outcome.ok ? 'status' : 'alert'}
          title={outcome.text}
          closable
          onClose={() => setOutcome(null)}
        />
      )}
      <List
        size="small"
        dataSource={imports}
        renderItem={(one) => {
          const file = t('directory.past.entry', {
            file: one.fileName,
            cutoff: one.cutoff ? formatDate(one.cutoff, language) : '—',
          });
          return (
            <List.Item
              key={one.id}
              actions={
                one.undoable
                  ? [
                      <Button
                        key="undo"
                        size="small"
                        aria-label={t('directory.undo.buttonLabel', { file: one.fileName })}
                        onClick={() => setAsked(one)}
                      >
                        {t('directory.undo.button')}
                      </Button>,
                    ]
                  : undefined
              }
            >
              <List.Item.Meta
                title={
                  <>
                    {file}
                    {one.undoneAt && (
                      <Tag className="directory-undone">
                        {t('directory.undo.undone', {
                          at: formatDateTime(one.undoneAt, language),
                        })}
                      </Tag>
                    )}
                  </>
                }
                description={
                  <>
                    {t('directory.past.by', {
                      name: one.appliedBy ?? '',
                      at: one.appliedAt ? formatDateTime(one.appliedAt, language) : '',
                    })}
                    {one.applied && ` · ${appliedCounts(t, language, one.applied)}`}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
      <Modal
        open={asked !== null}
        title={t('directory.undo.confirmTitle', { file: asked?.fileName ?? '' })}
        okText={t('directory.undo.ok')}
        cancelText={t('directory.undo.cancel')}
        okButtonProps={{ danger: true, loading: undoing.loading }}
        onOk={() => void undoAsked()}
        onCancel={() => setAsked(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('directory.undo.confirmBody')}</Typography.Paragraph>
      </Modal>
    </section>
  );
}
