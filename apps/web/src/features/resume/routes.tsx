import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The résumé screens of the signed-in person (the candidate's role `user`), each its own chunk. */
export const resumeRoutes: RouteObject[] = [
  {
    path: '/resume/list',
    handle: { title: 'Currículo', can: 'resume.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/resume-list-page')).ResumeListPage }),
  },
  {
    path: '/resume/education/register',
    handle: { title: 'Nova formação', can: 'resume.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/education-register-page')).EducationRegisterPage }),
  },
  {
    path: '/resume/experience/register',
    handle: { title: 'Nova experiência', can: 'resume.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/experience-register-page')).ExperienceRegisterPage }),
  },
  {
    path: '/resume/certificate/register',
    handle: { title: 'Novo certificado', can: 'resume.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/certificate-register-page')).CertificateRegisterPage }),
  },
  {
    path: '/resume/education/edit/:id',
    handle: { title: 'Editar formação', can: 'resume.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/education-register-page')).EducationRegisterPage }),
  },
  {
    path: '/resume/experience/edit/:id',
    handle: { title: 'Editar experiência', can: 'resume.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/experience-register-page')).ExperienceRegisterPage }),
  },
  {
    path: '/resume/certificate/edit/:id',
    handle: { title: 'Editar certificado', can: 'resume.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/certificate-register-page')).CertificateRegisterPage }),
  },
];
