import {
  ApartmentOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  FileSearchOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  SolutionOutlined,
  StopOutlined,
  TeamOutlined,
  TrophyOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { MenuSection } from '../../components/cards-menu/cards-menu';

/**
 * The marketing home (marketing spec §1). Each card shows to the users its screen's route admits, and
 * cards whose screens are not part of the build are left out, each appearing once its routes exist.
 */
export const MARKETING_SECTIONS: MenuSection[] = [
  {
    title: 'Comunicação',
    cards: [
      { title: 'Campanha de Comunicação', icon: <MessageOutlined />, route: '/marketing/communication-scale/list' },
      {
        title: 'Restrições de Envio',
        icon: <StopOutlined />,
        route: '/marketing/communication-scale-restrictions/list',
      },
      { title: 'Clientes', icon: <UploadOutlined />, route: '/marketing/customers/import' },
      { title: 'Eventos', icon: <CalendarOutlined />, route: '/marketing/events/list' },
    ],
  },
  {
    title: 'Leads',
    cards: [
      { title: 'Campanhas', icon: <NotificationOutlined />, route: '/marketing/campaigns/list' },
      { title: 'Canais', icon: <ApartmentOutlined />, route: '/marketing/channels/list' },
      { title: 'Importar Leads', icon: <UploadOutlined />, route: '/marketing/imports-leads/list' },
      { title: 'Link de Rastreamento', icon: <LinkOutlined />, route: '/marketing/tracking-link/list' },
      { title: 'Leads', icon: <TeamOutlined />, route: '/sales/internal/leads' },
    ],
  },
  {
    title: 'Patrocínios',
    cards: [
      {
        title: 'Solicitações de Patrocínio',
        icon: <SolutionOutlined />,
        route: '/marketing/sponsorship/solicitations/list',
      },
      { title: 'Justificativas', icon: <FileSearchOutlined />, route: '/marketing/sponsorship/justification/list' },
      { title: 'Viabilidade', icon: <CalculatorOutlined />, route: '/marketing/sponsorship/viability/list' },
      { title: 'Pós-evento', icon: <PictureOutlined />, route: '/marketing/sponsorship/post-event/list' },
    ],
  },
  {
    title: 'Roletas',
    cards: [{ title: 'Roletas', icon: <TrophyOutlined />, route: '/marketing/roulette/list' }],
  },
  {
    title: 'Relatórios',
    cards: [
      {
        title: 'Resultados de Campanhas',
        icon: <BarChartOutlined />,
        route: '/marketing/results-campaigns-report/report',
      },
    ],
  },
];
