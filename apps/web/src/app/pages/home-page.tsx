import { Suspense, lazy, useState } from 'react';
import { Typography } from 'antd';
import { AppstoreOutlined, IdcardOutlined, LockOutlined, NotificationOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { isCandidate, isEmployee } from '@intranet/shared/auth/roles';
import { useSession } from '../../lib/session';
import { USERS_EDIT_PATH } from '../../features/users/routes';
import { homePanels } from '../home-panels';
import { menuEntriesFor } from '../shell/module-menu-entries';
import '../../components/cards-menu/cards-menu.css';
import './pages.css';

const AREA_ICONS: Record<string, React.ReactNode> = {
  rh: <TeamOutlined />,
  marketing: <NotificationOutlined />,
};

const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

/** The signed-in home: a welcome, cards to the user's areas and the panels features contribute. */
export function HomePage() {
  const { user } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  const areas = menuEntriesFor(user.roles).filter((e) => e.path !== '/');
  const panels = homePanels
    .filter((p) => !p.visible || p.visible(user))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  const firstName = user.nome?.trim().split(/\s+/)[0];
  return (
    <div className="home-page">
      <section className="home-page__welcome">
        <Typography.Title level={1} className="home-page__greeting">
          {firstName ? `Olá, ${firstName}!` : 'Olá!'}
        </Typography.Title>
        <Typography.Text type="secondary">
          {isCandidate(user.roles)
            ? 'Bem-vindo(a)! Mantenha seus dados e seu currículo em dia.'
            : isEmployee(user.roles) && areas.length > 0
              ? 'Bem-vindo(a) à intranet. Escolha uma área para começar.'
              : 'Bem-vindo(a) à intranet.'}
        </Typography.Text>
      </section>
      {areas.length > 0 && (
        <section>
          <Typography.Title level={5} className="cards-menu__section-title">
            Minhas áreas
          </Typography.Title>
          <div className="cards-menu__grid">
            {areas.map((a) => (
              <Link key={a.key} to={a.path} className="cards-menu__card" data-testid="home-area-card">
                <span className="cards-menu__icon">{AREA_ICONS[a.key] ?? <AppstoreOutlined />}</span>
                <span className="cards-menu__title">{a.label}</span>
              </Link>
            ))}
          </div>
        </section>
      )}
      {isCandidate(user.roles) && (
        <section>
          <Typography.Title level={5} className="cards-menu__section-title">
            Minha conta
          </Typography.Title>
          <div className="cards-menu__grid">
            <Link
              to={`${USERS_EDIT_PATH}/${user.usuarioId}`}
              className="cards-menu__card"
              data-testid="home-account-card"
            >
              <span className="cards-menu__icon">
                <IdcardOutlined />
              </span>
              <span className="cards-menu__title">Meus dados</span>
            </Link>
            <button
              type="button"
              className="cards-menu__card"
              data-testid="home-account-card"
              onClick={() => setChangingPassword(true)}
            >
              <span className="cards-menu__icon">
                <LockOutlined />
              </span>
              <span className="cards-menu__title">Alterar senha</span>
            </button>
          </div>
          {changingPassword && (
            <Suspense fallback={null}>
              <ChangePasswordModal open onClose={() => setChangingPassword(false)} />
            </Suspense>
          )}
        </section>
      )}
      {panels.map((p) => (
        <Suspense key={p.key} fallback={null}>
          <p.component />
        </Suspense>
      ))}
    </div>
  );
}
