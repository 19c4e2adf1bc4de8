import { IdcardOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { MODULES, SUPERADMIN } from '@intranet/shared/auth/roles';
import { CardsMenu, type MenuSection } from '../../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useSession } from '../../../lib/session';

/** Cards shown to module managers: each card's module is one the user manages (or the superadmin). */
function sectionsFor(roles: readonly string[]): MenuSection[] {
  const managed = MODULES.find((m) => roles.includes(`${m}:gestor`)) ?? 'rh';
  return [
    {
      title: 'Usuários e acessos',
      cards: [
        { title: 'Usuários', icon: <TeamOutlined />, route: '/users/list', module: managed, roles: [SUPERADMIN, `${managed}:gestor`] },
        { title: 'Perfis de acesso', icon: <SafetyCertificateOutlined />, route: '/access-profiles/list', module: 'users', roles: [SUPERADMIN] },
        { title: 'Funcionários', icon: <IdcardOutlined />, route: '/employees/list', module: 'rh', roles: [SUPERADMIN, 'rh:gestor', 'rh:solicitante', 'rh:leitor'] },
      ],
    },
  ];
}

/** `/settings/home`: the settings a module manager may open. */
export function SettingsHomePage() {
  const roles = useSession().user?.roles ?? [];
  return (
    <SectionLayout title="CONFIGURAÇÕES" back="/">
      <CardsMenu sections={sectionsFor(roles)} />
    </SectionLayout>
  );
}
