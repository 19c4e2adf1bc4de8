import type { ReactNode } from 'react';
import {
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ClusterOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  HeartOutlined,
  IdcardOutlined,
  LikeOutlined,
  ManOutlined,
  NodeIndexOutlined,
  ReadOutlined,
  RocketOutlined,
  SettingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserDeleteOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { SUPERADMIN, cardVisible } from '@intranet/shared/auth/roles';
import type { MenuCard, MenuSection } from '../../components/cards-menu/cards-menu';

/** Who sees a card: any of these module/roles pairs (the user's effective role in the module). */
type Access = { module: string; roles: readonly string[] };
type CardDef = { title: string; icon: ReactNode; route: string; access: Access[] };

const HR_MANAGERS: Access = { module: 'rh', roles: [SUPERADMIN, 'rh:gestor'] };
/** Onboarding, trail, content and the onboarding report also open to requesters (spec §6). */
const ONBOARDING_AREA: Access[] = [
  { module: 'rh', roles: [SUPERADMIN, 'rh:gestor', 'rh:solicitante'] },
  { module: 'onboarding', roles: [SUPERADMIN, 'onboarding:gestor', 'onboarding:solicitante'] },
];

const SECTIONS: { title: string; cards: CardDef[] }[] = [
  {
    title: 'Departamento Pessoal',
    cards: [
      { title: 'Desligamentos', icon: <UserDeleteOutlined aria-hidden />, route: '/human-resources/dismissals/list', access: [HR_MANAGERS, { module: 'desligamentos', roles: ['desligamentos:solicitante'] }] },
      { title: 'Documentos', icon: <FolderOpenOutlined aria-hidden />, route: '/human-resources/documents/list', access: [HR_MANAGERS] },
      { title: 'Elogios', icon: <LikeOutlined aria-hidden />, route: '/human-resources/compliments/list', access: [HR_MANAGERS] },
      { title: 'Família', icon: <HeartOutlined aria-hidden />, route: '/human-resources/family/list', access: [HR_MANAGERS] },
      { title: 'Colaboradores', icon: <TeamOutlined aria-hidden />, route: '/human-resources/employees/list', access: [HR_MANAGERS] },
    ],
  },
  {
    title: 'Trabalhe Conosco',
    cards: [
      {
        title: 'Banco de currículos',
        icon: <SolutionOutlined aria-hidden />,
        route: '/ResumeDatabase/list',
        access: [HR_MANAGERS, { module: 'banco_talentos', roles: ['banco_talentos:gestor', 'banco_talentos:solicitante'] }],
      },
      { title: 'Dashboard de vagas', icon: <BarChartOutlined aria-hidden />, route: '/dashboards/careers', access: [HR_MANAGERS] },
      {
        title: 'Vagas',
        icon: <UsergroupAddOutlined aria-hidden />,
        route: '/human-resources/vacancy/list',
        access: [
          { module: 'banco_talentos', roles: ['banco_talentos:solicitante'] },
          { module: 'rh', roles: ['rh:solicitante'] },
        ],
      },
    ],
  },
  {
    title: 'Onboarding',
    cards: [
      { title: 'Onboarding', icon: <RocketOutlined aria-hidden />, route: '/human-resources/onboarding/list', access: ONBOARDING_AREA },
      { title: 'Trilha', icon: <NodeIndexOutlined aria-hidden />, route: '/human-resources/trail/list', access: ONBOARDING_AREA },
      { title: 'Conteúdo', icon: <ReadOutlined aria-hidden />, route: '/human-resources/content/list', access: ONBOARDING_AREA },
    ],
  },
  {
    title: 'Relatórios',
    cards: [
      { title: 'Admissão', icon: <IdcardOutlined aria-hidden />, route: '/human-resources/report/admission', access: [HR_MANAGERS] },
      { title: 'Aniversariantes', icon: <GiftOutlined aria-hidden />, route: '/human-resources/report/birthdays', access: [HR_MANAGERS] },
      { title: 'Aniversário de empresa', icon: <CalendarOutlined aria-hidden />, route: '/human-resources/report/company-anniversary', access: [HR_MANAGERS] },
      { title: 'Cidade do provedor', icon: <EnvironmentOutlined aria-hidden />, route: '/human-resources/report/provider-city', access: [HR_MANAGERS] },
      { title: 'Desligamentos', icon: <UserDeleteOutlined aria-hidden />, route: '/human-resources/report/dismissals', access: [HR_MANAGERS] },
      { title: 'Família', icon: <HeartOutlined aria-hidden />, route: '/human-resources/report/family', access: [HR_MANAGERS] },
      { title: 'Geral', icon: <FileTextOutlined aria-hidden />, route: '/human-resources/report/general', access: [HR_MANAGERS] },
      { title: 'Gênero', icon: <ManOutlined aria-hidden />, route: '/human-resources/report/gender', access: [HR_MANAGERS] },
      { title: 'Onboarding', icon: <RocketOutlined aria-hidden />, route: '/human-resources/onboarding/report', access: ONBOARDING_AREA },
      { title: 'Pirâmide etária', icon: <BarChartOutlined aria-hidden />, route: '/human-resources/report/age-pyramid', access: [HR_MANAGERS] },
      { title: 'Vagas', icon: <AuditOutlined aria-hidden />, route: '/human-resources/vacancy/report', access: [HR_MANAGERS] },
    ],
  },
  {
    title: 'Configurações básicas',
    cards: [
      { title: 'Cargos', icon: <IdcardOutlined aria-hidden />, route: '/human-resources/positions/list', access: [HR_MANAGERS] },
      { title: 'Departamentos', icon: <ClusterOutlined aria-hidden />, route: '/human-resources/departments/list', access: [HR_MANAGERS] },
      { title: 'Categorias de documentos', icon: <TagsOutlined aria-hidden />, route: '/human-resources/document-categories/list', access: [HR_MANAGERS] },
      { title: 'Categorias de elogios', icon: <TagsOutlined aria-hidden />, route: '/human-resources/compliment-categories/list', access: [HR_MANAGERS] },
      { title: 'Setores', icon: <SettingOutlined aria-hidden />, route: '/human-resources/sectors/list', access: [HR_MANAGERS] },
    ],
  },
];

/**
 * The HR home's sections for a user: each card takes the first module/roles pair that lets the
 * user see it (cards without one are left out); screens not built are hidden by the cards menu.
 */
export function hrHomeSections(roles: readonly string[]): MenuSection[] {
  return SECTIONS.map((section) => ({
    title: section.title,
    cards: section.cards.flatMap((card): MenuCard[] => {
      const access = card.access.find((a) => cardVisible(roles, a));
      return access ? [{ title: card.title, icon: card.icon, route: card.route, module: access.module, roles: access.roles }] : [];
    }),
  }));
}
