import { KeyOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfileQuery } from '../../../../../generated/client';
import { useSession } from '../../../session/SessionContext';
import { initials } from '../../initials';
import { ProfileModal } from './ProfileModal';
import { presenceColor } from './presence';
import './user-menu.css';

/**
 * The avatar (or initials) of the signed-in user, opening "Signed in as", Profile, Change
 * password, Lock and Sign out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSession();
  const { data } = useProfileQuery();
  const [profileOpen, setProfileOpen] = useState(false);
  const user = data?.me;
  const color = presenceColor(user?.presence);
  const shownInitials = user && !user.avatar ? initials(user.name || user.username) : null;

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'signed-in-as',
              type: 'group',
              label: (
                <div className="user-menu__who">
                  <span>{t('shell.toolbar.user.signedInAs')}</span>
                  <strong data-testid="signed-in-username">{user?.username ?? '…'}</strong>
                </div>
              ),
            },
            { type: 'divider' },
            { key: 'profile', icon: <UserOutlined />, label: t('shell.toolbar.user.profile') },
            {
              key: 'change-password',
              icon: <KeyOutlined />,
              label: t('shell.toolbar.user.changePassword'),
            },
            { key: 'lock', icon: <LockOutlined />, label: t('shell.toolbar.user.lock') },
            { type: 'divider' },
            { key: 'sign-out', icon: <LogoutOutlined />, label: t('shell.toolbar.user.signOut') },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') setProfileOpen(true);
            if (key === 'lock') void session.lock();
            if (key === 'change-password') {
              const back = new URLSearchParams({ redirectURL: `${pathname}${search}` });
              navigate(`/change-password?${back}`);
            }
            // The auth code behind /sign-out ends the session and goes to the sign-in page.
            if (key === 'sign-out') navigate('/sign-out');
          },
        }}
      >
        <Button
          type="text"
          shape="circle"
          className="user-menu__button"
          // The initials it shows are part of its name, so a voice command naming them works.
          aria-label={
            shownInitials
              ? t('shell.toolbar.user.menuOf', { initials: shownInitials })
              : t('shell.toolbar.user.menu')
          }
        >
          <Badge dot={Boolean(color)} color={color} offset={[-4, 28]}>
            <Avatar
              src={user?.avatar || undefined}
              alt=""
              icon={user ? undefined : <UserOutlined />}
            >
              {shownInitials}
            </Avatar>
          </Badge>
        </Button>
      </Dropdown>
      {user && (
        <ProfileModal user={user} open={profileOpen} onClose={() => setProfileOpen(false)} />
      )}
    </>
  );
}
