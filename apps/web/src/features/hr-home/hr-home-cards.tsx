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
import { AREAS } from '@intranet/shared/access/areas';
import { type Action, actingRoleFor, permissionOf, rolesCan } from '@intranet/shared/access/permissions';
import { SUPERADMIN, cardVisible, roleModule } from '@intranet/shared/auth/roles';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { VACANCY_API } from '@intranet/shared/vacancy/vacancy.contract';
import type { MenuCard, MenuSection } from '../../components/cards-menu/cards-menu';

/** Who sees a card of a screen not built yet: any of these module/roles pairs (spec §6). */
type Access = { module: string; roles: readonly string[] };
/**
 * A card is shown by the permission map (`can`: the action of the screen it opens) once its screen
 * is built, by the spec's module/roles pairs (`access`) until then.
 */
type CardDef = { title: string; icon: ReactNode; route: string } & ({ can: Action } | { access: Access[] });

const HR_MANAGERS: Access = { module: 'rh', roles: [SUPERADMIN, 'rh:gestor'] };
/** Spec §6: the onboarding cards and the onboarding report open to managers and requesters of the area. */
const RUNS_ONBOARDINGS = ONBOARDING_API.create.access;

const SECTIONS: { title: string; cards: CardDef[] }[] = [
  {
    title: 'Departamento Pessoal',
    cards: [
      { title: 'Desligamentos', icon: <UserDeleteOutlined aria-hidden />, route: '/human-resources/dismissals/list', access: [HR_MANAGERS, { module: 'desligamentos', roles: ['desligamentos:solicitante'] }] },
      { title: 'Documentos', icon: <FolderOpenOutlined aria-hidden />, route: '/human-resources/documents/list', access: [HR_MANAGERS] },
      { title: 'Elogios', icon: <LikeOutlined aria-hidden />, route: '/human-resources/compliments/list', access: [HR_MANAGERS] },
      { title: 'Família', icon: <HeartOutlined aria-hidden />, route: '/human-resources/family/list', access: [HR_MANAGERS] },
      { title: 'Colaboradores', icon: <TeamOutlined aria-hidden />, route: '/employees/list', access: [HR_MANAGERS] },
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
      { title: 'Onboarding', icon: <RocketOutlined aria-hidden />, route: '/human-resources/onboarding/list', can: ONBOARDING_API.create.access },
      { title: 'Trilha', icon: <NodeIndexOutlined aria-hidden />, route: '/human-resources/trail/list', can: TRAIL_API.create.access },
      { title: 'Conteúdo', icon: <ReadOutlined aria-hidden />, route: '/human-resources/content/list', can: CONTENT_API.create.access },
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
      { title: 'Onboarding', icon: <RocketOutlined aria-hidden />, route: '/human-resources/onboarding/report', can: RUNS_ONBOARDINGS },
      { title: 'Pirâmide etária', icon: <BarChartOutlined aria-hidden />, route: '/human-resources/report/age-pyramid', access: [HR_MANAGERS] },
      { title: 'Vagas', icon: <AuditOutlined aria-hidden />, route: '/human-resources/vacancy/report', can: VACANCY_API.report.access },
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

/** The card for a user, with the module/roles pair the cards menu checks; none when the user may not open it. */
function cardFor(roles: readonly string[], { title, icon, route, ...rule }: CardDef): MenuCard[] {
  if ('can' in rule) {
    if (!rolesCan(roles, rule.can)) return [];
    const role = actingRoleFor(roles, rule.can) ?? SUPERADMIN;
    const area = permissionOf(rule.can).area ?? 'anyModule';
    // The cards menu checks the effective role in the card's module: the acting role's own module.
    return [{ title, icon, route, module: roleModule(role) ?? AREAS[area][0], roles: [role] }];
  }
  const access = rule.access.find((a) => cardVisible(roles, a));
  return access ? [{ title, icon, route, module: access.module, roles: access.roles }] : [];
}

/** The HR home's sections for a user; screens not built are hidden by the cards menu. */
export function hrHomeSections(roles: readonly string[]): MenuSection[] {
  return SECTIONS.map((section) => ({ title: section.title, cards: section.cards.flatMap((card) => cardFor(roles, card)) }));
}
