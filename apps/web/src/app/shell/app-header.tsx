import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Dropdown, Tooltip } from 'antd';
import { CalendarOutlined, ContactsOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { isAnyManager, isEmployee } from '@intranet/shared/auth/roles';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { isBuiltRoute } from '../../lib/built-routes';
import type { SessionUser } from '../../lib/session';
import { Brand } from './brand';
import { logout } from './logout';
import { ModuleMenu } from './module-menu';
import { profileMenuEntries } from './profile-menu-entries';
import { LOGIN_HOME } from '../../features/auth/auth-paths';
import { useScrolled, useWindowWidth } from './use-viewport';

const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

function initials(user: SessionUser): string {
  const base = user.nome?.trim() || user.email;
  return base
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/** The signed-in header: brand, module menu, employee icons, notifications, settings and profile. */
export function AppHeader({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const width = useWindowWidth();
  const scrolled = useScrolled();
  const [changingPassword, setChangingPassword] = useState(false);
  const employee = isEmployee(user.roles);
  const manager = isAnyManager(user.roles);
  const links = [
    { key: 'calendar', label: 'Calendário', path: '/calendar', icon: <CalendarOutlined /> },
    { key: 'contacts', label: 'Contatos', path: '/contacts/list', icon: <ContactsOutlined /> },
  ].filter((l) => isBuiltRoute(l.path));

  const onProfile = async (key: string) => {
    const entry = profileMenuEntries(user).find((e) => e.key === key);
    if (!entry) return;
    if (entry.key === 'logout') {
      await logout();
      navigate(LOGIN_HOME, { replace: true });
    } else if (entry.key === 'password') setChangingPassword(true);
    else if (entry.path) navigate(entry.path);
  };

  return (
    <header className={scrolled ? 'app-header app-header--scrolled' : 'app-header'} data-testid="app-header">
      <div className="app-header__inner">
        <Brand />
        <ModuleMenu roles={user.roles} width={width} />
        <div className="app-header__end">
          {employee && <NotificationBell variant="incidents" />}
          <NotificationBell />
          {employee &&
            links.map((l) => (
              <Tooltip key={l.key} title={l.label}>
                <Button
                  type="text"
                  shape="circle"
                  aria-label={l.label}
                  icon={l.icon}
                  onClick={() => navigate(l.path)}
                  className="header-icon"
                />
              </Tooltip>
            ))}
          {manager && (
            <Tooltip title="Configurações">
              <Button
                type="text"
                shape="circle"
                aria-label="Módulos administrativos"
                icon={<SettingOutlined />}
                onClick={() => navigate('/modulos/admin')}
                className="header-icon"
              />
            </Tooltip>
          )}
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                {
                  key: '__who',
                  label: <span className="profile-menu__who">{user.nome || user.email}</span>,
                  disabled: true,
                },
                { type: 'divider' },
                ...profileMenuEntries(user).map((e) => ({ key: e.key, label: e.label, danger: e.key === 'logout' })),
              ],
              onClick: ({ key }) => void onProfile(key),
            }}
          >
            <Button
              type="text"
              shape="circle"
              aria-label={`Perfil ${initials(user)}`}
              className="header-profile"
              data-testid="profile-menu"
            >
              <Avatar
                size={32}
                style={{ background: '#7a1020' }}
                icon={user.nome || user.email ? undefined : <UserOutlined />}
              >
                {initials(user)}
              </Avatar>
            </Button>
          </Dropdown>
        </div>
      </div>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal open onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </header>
  );
}
