import { NotificationOutlined, TeamOutlined } from '@ant-design/icons';
import { moduleRoles } from '@intranet/shared/auth/roles';
import { CardsMenu, type MenuSection } from '../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../components/section-layout/section-layout';

export const ADMIN_MODULES: MenuSection[] = [
  {
    title: 'Módulos',
    cards: [
      { title: 'Marketing', icon: <NotificationOutlined />, route: '/marketing/home', module: 'marketing', roles: moduleRoles('marketing') },
      { title: 'RH', icon: <TeamOutlined />, route: '/human-resources/home', module: 'rh', roles: moduleRoles('rh') },
    ],
  },
];

/** /modulos/admin: the administrative modules the user may open. */
export function AdminModulesPage() {
  return (
    <SectionLayout title="Módulos administrativos" back="/">
      <CardsMenu sections={ADMIN_MODULES} />
    </SectionLayout>
  );
}
