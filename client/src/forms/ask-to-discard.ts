import type { App } from 'antd';
import type { TFunction } from 'i18next';

type Modal = ReturnType<typeof App.useApp>['modal'];

/**
 * "¿Descartar los cambios?": the one question every form asks before its work is thrown away,
 * whether its drawer closes or the person leaves the page. Keeping is what Enter or a stray
 * click does.
 */
export function askToDiscard(
  modal: Modal,
  t: TFunction,
  answer: { discard: () => void; keep: () => void },
): void {
  modal.confirm({
    title: t('common.discard.title'),
    content: t('common.discard.content'),
    okText: t('common.discard.ok'),
    cancelText: t('common.discard.cancel'),
    okButtonProps: { danger: true },
    autoFocusButton: 'cancel',
    onOk: answer.discard,
    onCancel: answer.keep,
  });
}
