import {
  AuditOutlined,
  BookOutlined,
  CheckSquareOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
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
import type { MenuSection } from '../../components/cards-menu/cards-menu';

/**
 * The HR home (spec §2.5). Each card shows to the users its screen's route admits (`handle.can`), so a
 * card and its route cannot disagree; cards of screens not built yet stay hidden until their routes exist.
 */
export const HR_HOME_SECTIONS: MenuSection[] = [
  {
    title: 'Departamento Pessoal',
    cards: [
      { title: 'Desligamentos', icon: <UserDeleteOutlined aria-hidden />, route: '/shutdowns/list' },
      { title: 'Documentos', icon: <FolderOpenOutlined aria-hidden />, route: '/documents/list' },
      { title: 'Elogios', icon: <LikeOutlined aria-hidden />, route: '/compliments/list' },
      { title: 'Família', icon: <HeartOutlined aria-hidden />, route: '/family/list' },
      { title: 'Colaboradores', icon: <TeamOutlined aria-hidden />, route: '/employees/list' },
    ],
  },
  {
    title: 'Trabalhe Conosco',
    cards: [
      {
        title: 'Banco de currículos',
        icon: <SolutionOutlined aria-hidden />,
        route: '/careers/talent-bank',
      },
      { title: 'Dashboard de vagas', icon: <BarChartOutlined aria-hidden />, route: '/dashboards/careers' },
      {
        title: 'Vagas',
        icon: <UsergroupAddOutlined aria-hidden />,
        route: '/human-resources/vacancy/list',
      },
    ],
  },
  {
    title: 'Onboarding',
    cards: [
      { title: 'Onboarding', icon: <RocketOutlined aria-hidden />, route: '/human-resources/onboarding/list' },
      { title: 'Trilha', icon: <NodeIndexOutlined aria-hidden />, route: '/human-resources/trail/list' },
      { title: 'Conteúdo', icon: <ReadOutlined aria-hidden />, route: '/human-resources/content/list' },
    ],
  },
  {
    title: 'Comunicação interna',
    cards: [
      { title: 'Novidades', icon: <NotificationOutlined aria-hidden />, route: '/news/table' },
      { title: 'Categorias de notícias', icon: <TagsOutlined aria-hidden />, route: '/categories/list' },
      { title: 'Confirmações de leitura', icon: <CheckSquareOutlined aria-hidden />, route: '/reports/read-confirm' },
      { title: 'Manual do Colaborador', icon: <BookOutlined aria-hidden />, route: '/employee-handbook/list' },
      { title: 'Categorias do FAQ', icon: <QuestionCircleOutlined aria-hidden />, route: '/faq-categories/list' },
    ],
  },
  {
    title: 'Relatórios',
    cards: [
      { title: 'Admissão', icon: <IdcardOutlined aria-hidden />, route: '/reports/list-admission' },
      { title: 'Aniversariantes', icon: <GiftOutlined aria-hidden />, route: '/reports/birthday/list' },
      {
        title: 'Aniversário de empresa',
        icon: <CalendarOutlined aria-hidden />,
        route: '/reports/company-anniversary',
      },
      {
        title: 'Cidade do provedor',
        icon: <EnvironmentOutlined aria-hidden />,
        route: '/reports/provider-city',
      },
      { title: 'Desligamentos', icon: <UserDeleteOutlined aria-hidden />, route: '/reports/list-dismiss' },
      { title: 'Família', icon: <HeartOutlined aria-hidden />, route: '/reports/family-list' },
      { title: 'Geral', icon: <FileTextOutlined aria-hidden />, route: '/reports/list-general' },
      { title: 'Gênero', icon: <ManOutlined aria-hidden />, route: '/reports/list-gender' },
      { title: 'Onboarding', icon: <RocketOutlined aria-hidden />, route: '/human-resources/onboarding/report' },
      {
        title: 'Pirâmide etária',
        icon: <BarChartOutlined aria-hidden />,
        route: '/reports/pyramid-list',
      },
      { title: 'Vagas', icon: <AuditOutlined aria-hidden />, route: '/human-resources/vacancy/report' },
    ],
  },
  {
    title: 'Configurações básicas',
    cards: [
      { title: 'Cargos', icon: <IdcardOutlined aria-hidden />, route: '/positions/list' },
      { title: 'Departamentos', icon: <ClusterOutlined aria-hidden />, route: '/departments/list' },
      {
        title: 'Categorias de documentos',
        icon: <TagsOutlined aria-hidden />,
        route: '/documents-categories/list',
      },
      {
        title: 'Categorias de elogios',
        icon: <TagsOutlined aria-hidden />,
        route: '/compliments-categories/list',
      },
      { title: 'Setores', icon: <SettingOutlined aria-hidden />, route: '/sectors/list' },
    ],
  },
];
