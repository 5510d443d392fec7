import { useTranslation } from 'react-i18next';
import { FullscreenToggle } from './FullscreenToggle';
import { MessagesPanel } from './feed/MessagesPanel';
import { NotificationsPanel } from './feed/NotificationsPanel';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Search } from './search/Search';
import { ShortcutsPanel } from './shortcuts/ShortcutsPanel';
import { UserMenu } from './user-menu/UserMenu';
import './toolbar.css';

/**
 * The shared toolbar every layout puts in its header (spec §2): languages, fullscreen, search,
 * shortcuts, messages, notifications and the user menu.
 */
export function Toolbar() {
  const { t } = useTranslation();
  return (
    <section className="toolbar" aria-label={t('shell.toolbar.label')}>
      <LanguageSwitcher />
      <FullscreenToggle />
      <Search appearance="bar" />
      {/* The narrowest phones (under 400 px) have no room for it beside the other tools. */}
      <span className="toolbar-shortcuts">
        <ShortcutsPanel />
      </span>
      <MessagesPanel />
      <NotificationsPanel />
      <UserMenu />
    </section>
  );
}
