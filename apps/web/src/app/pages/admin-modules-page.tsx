import {
  AlertOutlined,
  ApartmentOutlined,
  BankOutlined,
  CalendarOutlined,
  ClusterOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  IdcardOutlined,
  NotificationOutlined,
  PartitionOutlined,
  StopOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
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
  {
    title: 'Cadastros',
    cards: [
      { title: 'Provedores', icon: <ApartmentOutlined />, route: '/providers/list', module: 'configuracao', roles: moduleRoles('configuracao') },
      { title: 'Empresas contratantes', icon: <BankOutlined />, route: '/contracting/companies/list', module: 'configuracao', roles: moduleRoles('configuracao') },
      { title: 'Cidades', icon: <EnvironmentOutlined />, route: '/cities/list', module: 'configuracao', roles: moduleRoles('configuracao') },
      { title: 'Microrregiões', icon: <GlobalOutlined />, route: '/microrregions/list', module: 'configuracao', roles: moduleRoles('configuracao') },
      { title: 'Regras de bloqueio', icon: <StopOutlined />, route: '/blocking-rules/list', module: 'configuracao', roles: moduleRoles('configuracao') },
      { title: 'Departamentos', icon: <ClusterOutlined />, route: '/departments/list', module: 'rh', roles: moduleRoles('rh') },
      { title: 'Setores', icon: <PartitionOutlined />, route: '/sectors/list', module: 'rh', roles: moduleRoles('rh') },
      { title: 'Cargos', icon: <IdcardOutlined />, route: '/positions/list', module: 'rh', roles: moduleRoles('rh') },
      { title: 'Feriados', icon: <CalendarOutlined />, route: '/holidays/list', module: 'rh', roles: moduleRoles('rh') },
      { title: 'Categorias', icon: <TagsOutlined />, route: '/categories/list', module: 'rh', roles: moduleRoles('rh') },
      { title: 'Categorias de incidentes', icon: <TagOutlined />, route: '/incidents-categories/list', module: 'rh', roles: moduleRoles('rh') },
      { title: 'Incidentes', icon: <AlertOutlined />, route: '/incidents/home', module: 'rh', roles: moduleRoles('rh') },
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
