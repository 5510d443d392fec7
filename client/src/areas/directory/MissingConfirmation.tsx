import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cuscoDate } from '../../../../shared/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { useTouristNotListedText } from './tourist-words';

export interface MissingConfirmationProps {
  open: boolean;
  /** How many records applying marks "not in the directory", of how many the registry holds. */
  count: number;
  total: number;
  /** The file's cut-off, the date tourists are told (today when the file gives none). */
  cutoff: string | null;
  applying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before an import marks more than a tenth of a registry "not in the directory": how many,
 * and the words every tourist verifying one of them will then read.
 */
export function MissingConfirmation({
  open,
  count,
  total,
  cutoff,
  applying,
  onConfirm,
  onCancel,
}: MissingConfirmationProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = useTouristNotListedText(language, cutoff ?? cuscoDate(new Date()));
  return (
    <Modal
      open={open}
      title={t('directory.confirm.title', { count, total })}
      okText={t('directory.confirm.ok', { count })}
      cancelText={t('directory.confirm.cancel')}
      okButtonProps={{ danger: true, loading: applying }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {words ? (
        <>
          <Typography.Paragraph>{t('directory.confirm.body')}</Typography.Paragraph>
          <blockquote className="directory-tourist-words">{words}</blockquote>
        </>
      ) : (
        <Typography.Paragraph>{t('directory.confirm.bodyNoQuote')}</Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{t('directory.confirm.hint')}</Typography.Paragraph>
    </Modal>
  );
}
