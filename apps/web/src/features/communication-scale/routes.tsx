import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

const screen = (path: string, handle: ScreenHandle, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle,
  lazy: async () => ({ Component: await load() }),
});

/**
 * Communication campaigns and their rules (marketing spec §2), each screen its own chunk; `handle`
 * titles the tab and names who may open it. The campaign's edit screen has no id in its path.
 */
export const communicationScaleRoutes: RouteObject[] = [
  screen(
    '/marketing/communication-scale/list',
    { title: 'Campanha de Comunicação', can: 'scale.list' },
    async () => (await import('./pages/campaign-list-page')).CampaignListPage,
  ),
  screen(
    '/marketing/communication-scale/register',
    { title: 'Nova campanha de comunicação', can: 'scale.create' },
    async () => (await import('./pages/campaign-register-page')).CampaignRegisterPage,
  ),
  screen(
    '/marketing/communication-scale/edit',
    { title: 'Editar campanha de comunicação', can: 'scale.list' },
    async () => (await import('./pages/campaign-edit-page')).CampaignEditPage,
  ),
  screen(
    '/marketing/communication-scale-rules/list',
    { title: 'Regras da campanha', can: 'rule.list' },
    async () => (await import('./pages/rule-list-page')).RuleListPage,
  ),
  screen(
    '/marketing/communication-scale-rules/register',
    { title: 'Nova regra', can: 'rule.create' },
    async () => (await import('./pages/rule-register-page')).RuleRegisterPage,
  ),
  screen(
    '/marketing/communication-scale-rules/edit/:id',
    { title: 'Editar regra', can: 'rule.list' },
    async () => (await import('./pages/rule-edit-page')).RuleEditPage,
  ),
];
