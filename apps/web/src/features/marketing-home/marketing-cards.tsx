import {
  ApartmentOutlined,
  BarChartOutlined,
  CalendarOutlined,
  FileSearchOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  SolutionOutlined,
  StopOutlined,
  TeamOutlined,
  TrophyOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { moduleRoles } from '@intranet/shared/auth/roles';
import { AREAS } from '@intranet/shared/access/areas';
import { type Action, permissionOf, roleCan } from '@intranet/shared/access/permissions';
import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { TRACKING_LINKS_API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { LEADS_API } from '@intranet/shared/leads/leads.contract';
import type { MenuCard, MenuSection } from '../../components/cards-menu/cards-menu';

/** A card shown to the roles (of the first module of the action's area) that may make the call its screen opens with. */
const openedBy = (action: Action): Pick<MenuCard, 'module' | 'roles'> => {
  const area = permissionOf(action).area;
  const module = area ? AREAS[area][0] : 'marketing';
  return { module, roles: moduleRoles(module).filter((role) => roleCan(role, action)) };
};

/**
 * The marketing home (marketing spec §1). Cards whose screens are not part of the build are left
 * out by CardsMenu, so each appears as soon as its routes are registered.
 */
export const MARKETING_SECTIONS: MenuSection[] = [
  {
    title: 'Comunicação',
    cards: [
      { title: 'Campanha de Comunicação', icon: <MessageOutlined />, route: '/marketing/communication-scale/list', ...openedBy('scale.list') },
      { title: 'Restrições de Envio', icon: <StopOutlined />, route: '/marketing/communication-scale-restrictions/list', ...openedBy('restriction.list') },
      { title: 'Clientes', icon: <UploadOutlined />, route: '/marketing/customers/import', ...openedBy('customer.import') },
      { title: 'Eventos', icon: <CalendarOutlined />, route: '/marketing/events/list', ...openedBy('event.list') },
    ],
  },
  {
    title: 'Leads',
    cards: [
      { title: 'Campanhas', icon: <NotificationOutlined />, route: '/marketing/campaigns/list', ...openedBy(CAMPAIGN_API.list.access) },
      { title: 'Canais', icon: <ApartmentOutlined />, route: '/marketing/channels/list', ...openedBy(CHANNEL_API.list.access) },
      { title: 'Importar Leads', icon: <UploadOutlined />, route: '/marketing/imports-leads/list', ...openedBy('lead-import.list') },
      { title: 'Link de Rastreamento', icon: <LinkOutlined />, route: '/marketing/tracking-link/list', ...openedBy(TRACKING_LINKS_API.list.access) },
      { title: 'Leads', icon: <TeamOutlined />, route: '/sales/internal/leads', ...openedBy(LEADS_API.list.access) },
    ],
  },
  {
    title: 'Patrocínios',
    cards: [
      { title: 'Solicitações de Patrocínio', icon: <SolutionOutlined />, route: '/marketing/sponsorship/solicitations/list', module: 'marketing', roles: moduleRoles('marketing') },
      { title: 'Justificativas', icon: <FileSearchOutlined />, route: '/marketing/sponsorship/justification/list', module: 'marketing', roles: moduleRoles('marketing') },
    ],
  },
  {
    title: 'Roletas',
    cards: [{ title: 'Roletas', icon: <TrophyOutlined />, route: '/marketing/roulette/list', module: 'marketing', roles: moduleRoles('marketing') }],
  },
  {
    title: 'Relatórios',
    cards: [
      { title: 'Resultados de Campanhas', icon: <BarChartOutlined />, route: '/marketing/results-campaigns-report/report', module: 'marketing', roles: moduleRoles('marketing') },
    ],
  },
];
