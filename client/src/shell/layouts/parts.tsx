import { MenuOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellUserQuery } from '../../../../generated/client';
import type { NavigationPanel } from '../navigation/panelState';
import { QuickChatSlot, ToolbarSlot } from './slots';

export type ShellUser = ShellUserQuery['me'];

/** The shield mark and, unless `markOnly`, the product's name. */
export function Logo({
  markOnly = false,
  size = 32,
  className,
}: {
  markOnly?: boolean;
  size?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const name = t('common.appName');
  return (
    <span
      className={['shell-logo', className].filter(Boolean).join(' ')}
      data-mark-only={markOnly || undefined}
    >
      <img src="/favicon.svg" width={size} height={size} alt={markOnly ? name : ''} />
      {!markOnly && <span className="shell-logo__name">{name}</span>}
    </span>
  );
}

/** The button that opens and closes the navigation (side or drawer). */
export function MenuButton({ panel, controls }: { panel: NavigationPanel; controls: string }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      className="shell-menu-button"
      icon={<MenuOutlined />}
      aria-label={t('shell.navigation.toggle')}
      aria-expanded={panel.opened}
      aria-controls={controls}
      onClick={panel.toggle}
    />
  );
}

/** The toolbar and the quick-chat button, at the end of every header. */
export function HeaderTools({ children }: { children?: ReactNode }) {
  return (
    <Flex align="center" gap={4} className="shell-header-tools">
      {children}
      <ToolbarSlot />
      <QuickChatSlot />
    </Flex>
  );
}

/** "© {year} Turismo Seguro Cusco". */
export function ShellFooter() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer">
      {t('shell.layout.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The signed-in person, for the layouts that show them in the navigation. */
export function UserBlock({
  user,
  direction = 'vertical',
}: {
  user: ShellUser | undefined;
  direction?: 'vertical' | 'horizontal';
}) {
  if (!user) return null;
  const vertical = direction === 'vertical';
  return (
    <Flex
      className={`shell-user shell-user--${direction}`}
      vertical={vertical}
      align="center"
      gap={vertical ? 8 : 12}
    >
      <Avatar size={vertical ? 80 : 40} src={user.avatar ?? undefined} alt="">
        {initials(user.name)}
      </Avatar>
      <div className="shell-user__text">
        <Typography.Text strong className="shell-user__name">
          {user.name}
        </Typography.Text>
        <Typography.Text type="secondary" className="shell-user__email">
          {user.email}
        </Typography.Text>
      </div>
    </Flex>
  );
}
