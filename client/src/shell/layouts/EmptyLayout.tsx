import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './pageFocus';
import type { LayoutProps } from './types';

/**
 * Empty: the routed page alone (AdminShell adds the loading bar above every layout). Unless the
 * page itself asked for it, a link back to the full shell stays in a corner: `?layout=empty` in
 * an address must not leave a signed-in person without the menu, settings or sign-out.
 */
export function EmptyLayout({ children, askedByPage }: LayoutProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-frame shell-frame--empty">
      {!askedByPage && <ShellExit />}
      {children}
    </main>
  );
}

/** The same address without `?layout=`, so the configured layout (with its menu) comes back. */
function ShellExit() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('layout');
  const rest = params.toString();
  return (
    <Link className="shell-empty-exit" to={`${pathname}${rest ? `?${rest}` : ''}${hash}`}>
      <MenuOutlined aria-hidden /> {t('shell.navigation.showShell')}
    </Link>
  );
}
