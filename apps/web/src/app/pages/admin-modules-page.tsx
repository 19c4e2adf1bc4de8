import {
  AlertOutlined,
  AppstoreOutlined,
  ApartmentOutlined,
  BankOutlined,
  CalendarOutlined,
  ClusterOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  IdcardOutlined,
  NotificationOutlined,
  PartitionOutlined,
  ShoppingCartOutlined,
  ScheduleOutlined,
  StopOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { CardsMenu, type MenuSection } from '../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../components/section-layout/section-layout';

export const ADMIN_MODULES: MenuSection[] = [
  {
    title: 'Módulos',
    cards: [
      { title: 'Marketing', icon: <NotificationOutlined />, route: '/marketing/home' },
      { title: 'RH', icon: <TeamOutlined />, route: '/human-resources/home' },
      { title: 'Backoffice', icon: <ShoppingCartOutlined />, route: '/backoffice/inicio' },
    ],
  },
  {
    title: 'Cadastros',
    cards: [
      { title: 'Provedores', icon: <ApartmentOutlined />, route: '/providers/list' },
      { title: 'Empresas contratantes', icon: <BankOutlined />, route: '/contracting/companies/list' },
      { title: 'Cidades', icon: <EnvironmentOutlined />, route: '/cities/list' },
      { title: 'Microrregiões', icon: <GlobalOutlined />, route: '/microrregions/list' },
      { title: 'Regras de bloqueio', icon: <StopOutlined />, route: '/blocking-rules/list' },
      { title: 'Lista de bloqueio', icon: <StopOutlined />, route: '/blacklist/list' },
      { title: 'Departamentos', icon: <ClusterOutlined />, route: '/departments/list' },
      { title: 'Setores', icon: <PartitionOutlined />, route: '/sectors/list' },
      { title: 'Cargos', icon: <IdcardOutlined />, route: '/positions/list' },
      { title: 'Feriados', icon: <CalendarOutlined />, route: '/holidays/list' },
      { title: 'Categorias', icon: <TagsOutlined />, route: '/categories/list' },
      { title: 'Categorias de incidentes', icon: <TagOutlined />, route: '/incidents-categories/list' },
      { title: 'Incidentes', icon: <AlertOutlined />, route: '/incidents/home' },
      { title: 'Recursos', icon: <ScheduleOutlined />, route: '/resources/list' },
      { title: 'Aplicações', icon: <AppstoreOutlined />, route: '/applications/list' },
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
