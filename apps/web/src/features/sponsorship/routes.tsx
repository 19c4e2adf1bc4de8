import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

const base = '/marketing/sponsorship';
const page = (
  path: string,
  title: string,
  can: ScreenHandle['can'],
  load: () => Promise<{ Component: ComponentType }>,
) => ({ path: `${base}/${path}`, handle: { title, can } satisfies ScreenHandle, lazy: load }) satisfies RouteObject;

/** Sponsorship (roulette-tracking-shared-blocks §2.3), each screen its own chunk; the public request is sponsorship.html. */
export const sponsorshipRoutes: RouteObject[] = [
  page('solicitations/list', 'Solicitações de Patrocínio', 'sponsorship.list', async () => ({
    Component: (await import('./pages/solicitations-list-page')).SolicitationsListPage,
  })),
  page('solicitations/details/:id', 'Solicitação de Patrocínio', 'sponsorship.list', async () => ({
    Component: (await import('./pages/solicitation-details-page')).SolicitationDetailsPage,
  })),
  page('justification/list', 'Justificativas', 'sponsorship.list', async () => ({
    Component: (await import('./pages/justification-pages')).JustificationListPage,
  })),
  page('justification/register', 'Nova justificativa', 'sponsorship.write', async () => ({
    Component: (await import('./pages/justification-pages')).JustificationRegisterPage,
  })),
  page('justification/edit/:id', 'Editar justificativa', 'sponsorship.write', async () => ({
    Component: (await import('./pages/justification-pages')).JustificationEditPage,
  })),
  page('viability/list', 'Viabilidade', 'sponsorship.list', async () => ({
    Component: (await import('./pages/viability-pages')).ViabilityListPage,
  })),
  page('viability/register', 'Nova viabilidade', 'sponsorship.write', async () => ({
    Component: (await import('./pages/viability-pages')).ViabilityRegisterPage,
  })),
  page('viability/edit/:id', 'Editar viabilidade', 'sponsorship.write', async () => ({
    Component: (await import('./pages/viability-pages')).ViabilityEditPage,
  })),
  page('negociation/list/:id', 'Negociação', 'sponsorship.list', async () => ({
    Component: (await import('./pages/negotiation-pages')).NegotiationPage,
  })),
  page('negociation/edit/:id', 'Editar negociação', 'sponsorship.write', async () => ({
    Component: (await import('./pages/negotiation-pages')).NegotiationEditPage,
  })),
  page('post-event/list', 'Pós-evento', 'sponsorship.list', async () => ({
    Component: (await import('./pages/post-event-pages')).PostEventListPage,
  })),
  page('post-event/register', 'Registrar pós-evento', 'sponsorship.write', async () => ({
    Component: (await import('./pages/post-event-pages')).PostEventRegisterPage,
  })),
  page('post-event/edit/:id', 'Pós-evento', 'sponsorship.list', async () => ({
    Component: (await import('./pages/post-event-pages')).PostEventEditPage,
  })),
  page('post-event/edit-photo/:id', 'Fotos do evento', 'sponsorship.list', async () => ({
    Component: (await import('./pages/post-event-pages')).PostEventPhotosPage,
  })),
  page('post-event/edit-file/:id', 'Arquivos do evento', 'sponsorship.list', async () => ({
    Component: (await import('./pages/post-event-pages')).PostEventFilesPage,
  })),
];
