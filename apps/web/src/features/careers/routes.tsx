import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/**
 * The careers screens of the app, each its own chunk (the public list and vacancy pages are the
 * careers site, careers.html): the candidate's application and applications, and the recruiters'
 * vacancies, pipeline, keyword search, talent bank, résumés and dashboard.
 */
export const careersRoutes: RouteObject[] = [
  {
    path: '/careers/list/:company?',
    handle: { title: 'Vagas' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/public-site-page'), 'PublicSitePage'),
  },
  {
    path: '/careers/admin/list/:company?',
    handle: { title: 'Vagas', can: 'careers.list' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/vacancy-admin-list-page'), 'VacancyAdminListPage'),
  },
  {
    path: '/human-resources/vacancy/list',
    handle: { title: 'Vagas', can: 'careers.list' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/vacancy-admin-list-page'), 'VacancyAdminListPage'),
  },
  {
    path: '/careers/register/:id?',
    handle: { title: 'Nova vaga', can: 'careers.write' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/vacancy-form-page'), 'VacancyFormPage'),
  },
  {
    path: '/careers/edit/:id?',
    handle: { title: 'Editar vaga', can: 'careers.write' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/vacancy-form-page'), 'VacancyFormPage'),
  },
  {
    path: '/careers/applicants/:id',
    handle: { title: 'Candidatos', can: 'careers.list' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/pipeline-page'), 'PipelinePage'),
  },
  {
    path: '/careers/keywords/:vacancyName?/:id?/:search?',
    handle: { title: 'Busca por palavras-chave', can: 'careers.search' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/keywords-page'), 'KeywordsPage'),
  },
  {
    // The talent bank inside the staff layout (the HR card); /ResumeDatabase/list is its public address.
    path: '/careers/talent-bank',
    handle: { title: 'Banco de talentos', can: 'careers.talentBank' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/talent-bank-page'), 'TalentBankPage'),
  },
  {
    path: '/users/curriculum/:id',
    handle: { title: 'Currículo', can: 'resume.read' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/curriculum-page'), 'CurriculumPage'),
  },
  {
    path: '/dashboards/careers',
    handle: { title: 'Painel de vagas', can: 'careers.dashboard' } satisfies ScreenHandle,
    lazy: page(() => import('./pages/dashboard-page'), 'CareersDashboardPage'),
  },
];

const entry = () => import('./pages/applicant-entry-pages');

/**
 * Open without login (spec §2.1): applying and one's applications (a visitor sees the vacancy or how
 * applying works, and the sign-in), and the talent bank (a visitor sees its invitation, never a résumé).
 */
export const careersPublicRoutes: RouteObject[] = [
  {
    path: '/applicants/register',
    handle: { title: 'Candidatura' } satisfies ScreenHandle,
    lazy: page(entry, 'ApplyEntryPage'),
  },
  {
    path: '/applicants/info',
    handle: { title: 'Minhas candidaturas' } satisfies ScreenHandle,
    lazy: page(entry, 'ApplicationsEntryPage'),
  },
  {
    path: '/ResumeDatabase/list',
    handle: { title: 'Banco de talentos' } satisfies ScreenHandle,
    lazy: page(entry, 'TalentBankEntryPage'),
  },
];
