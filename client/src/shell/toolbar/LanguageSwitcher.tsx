import { App, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';
import { switchLanguage } from '../../i18n/switchLanguage';
import { useLanguage } from '../../i18n/useLanguage';
import { Flag } from './Flag';
import { IconButton } from './IconButton';
import './toolbar.css';

/**
 * es, en and tr with their flags. Changing the language is all it does: i18next's
 * languageChanged handler (client/src/i18n) stores the choice and sets <html lang>. A dictionary
 * that cannot be loaded leaves the language as it was, and says so.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  const active = LANGUAGES.find((language) => language.id === current) ?? LANGUAGES[0];
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          setOpen(false);
          void switchLanguage(i18n, key).then((switched) => {
            if (!switched) void message.error(t('shell.toolbar.languageFailed'));
          });
        },
        items: LANGUAGES.map(({ id, label, flag }) => ({
          key: id,
          label: (
            <span className="language-option">
              <Flag country={flag} />
              <span lang={id}>{label}</span>
            </span>
          ),
        })),
      }}
    >
      <IconButton
        label={t('shell.toolbar.language', { language: active.label })}
        icon={<Flag country={active.flag} />}
        tooltipHidden={open}
      />
    </Dropdown>
  );
}
