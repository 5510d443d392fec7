import { DownOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { initials } from '../areas/auth/initials';
import { useSession } from '../areas/auth/SessionContext';
import type { SessionUser } from '../areas/auth/session';

/** The toolbar's user menu: who is signed in, lock the screen, sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    {
      key: 'signed-in-as',
      type: 'group',
      label: (
        <span>
          {t('shell.user.signedInAs')}{' '}
          <Typography.Text strong data-testid="signed-in-username">
            {user.username}
          </Typography.Text>
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'lock', icon: <LockOutlined />, label: t('shell.user.lock') },
    { key: 'sign-out', icon: <LogoutOutlined />, label: t('shell.user.signOut'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'lock') void session.lock();
    if (key === 'sign-out') navigate('/sign-out');
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="user-menu-button" title={t('shell.user.menu')}>
        <Avatar size={32} src={user.avatar ?? undefined} alt="">
          {initials(user.name)}
        </Avatar>
        <span className="user-menu-name">{user.name}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
