import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';
import { useLanguage } from './dates';
import { Flag } from './Flag';
import { IconButton } from './IconButton';

/**
 * es, en and tr with their flags. Changing the language is all it does: i18next's
 * languageChanged handler (client/src/i18n) stores the choice and sets <html lang>.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  const active = LANGUAGES.find((language) => language.id === current) ?? LANGUAGES[0];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void i18n.changeLanguage(key),
        items: LANGUAGES.map(({ id, label, flag }) => ({
          key: id,
          icon: <Flag country={flag} />,
          label: <span lang={id}>{label}</span>,
        })),
      }}
    >
      <IconButton
        label={t('shell.toolbar.language', { language: active.label })}
        icon={<Flag country={active.flag} />}
      />
    </Dropdown>
  );
}
