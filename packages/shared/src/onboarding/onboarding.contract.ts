import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { idResponse } from './common.schemas';
import {
  onboardingDetalheLista,
  onboardingFiltradoBody,
  onboardingFiltroBody,
  onboardingInput,
  onboardingLista,
  onboardingTrilhaFiltradoBody,
  onboardingTrilhaLink,
  onboardingTrilhaLista,
  onboardingTrilhaOrdem,
  onboardingTrilhaUnlink,
  onboardingUpdate,
  trilhaOpcaoLista,
  trilhasDisponiveisBody,
} from './onboarding.schemas';

const byId = z.object({ id: idParam });

/** Onboardings and their ordered trails (spec §7, Onboarding). */
export const ONBOARDING_API = {
  list: endpoint({
    method: 'POST',
    path: '/v1/onboarding/trilha/filtro',
    access: 'onboarding.list',
    body: onboardingFiltroBody,
    response: onboardingLista,
  }),
  find: endpoint({
    method: 'POST',
    path: '/v1/rh/trilha/onboarding/filtrado',
    access: 'onboarding.list',
    body: onboardingFiltradoBody,
    response: onboardingDetalheLista,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/rh/trilha/onboarding',
    access: 'onboarding.create',
    body: onboardingInput,
    response: idResponse,
  }),
  /** The four fields, or `{ status }` alone (activate/deactivate): managers' actions (spec §6). */
  update: endpoint({
    method: 'PUT',
    path: '/v1/rh/trilha/onboarding/:id',
    access: 'onboarding.edit',
    params: byId,
    body: onboardingUpdate,
    response: idResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/onboarding/delete/:id',
    access: 'onboarding.delete',
    params: byId,
    response: idResponse,
  }),
  unlinkTrail: endpoint({
    method: 'DELETE',
    path: '/v1/rh/onboarding/trilha',
    access: 'onboarding.link',
    body: onboardingTrilhaUnlink,
    response: onboardingTrilhaLista,
  }),
  linkTrails: endpoint({
    method: 'POST',
    path: '/v1/rh/company/onboarding/trilha',
    access: 'onboarding.link',
    body: onboardingTrilhaLink,
    response: onboardingTrilhaLista,
  }),
  reorderTrails: endpoint({
    method: 'PUT',
    path: '/v1/rh/onboarding/trilha/ordem',
    access: 'onboarding.link',
    body: onboardingTrilhaOrdem,
    response: onboardingTrilhaLista,
  }),
  trailsOf: endpoint({
    method: 'POST',
    path: '/v1/rh/onboarding/trilha/filtrado',
    access: 'onboarding.list',
    body: onboardingTrilhaFiltradoBody,
    response: onboardingTrilhaLista,
  }),
  availableTrails: endpoint({
    method: 'POST',
    path: '/v1/lista/onboarding/trilha',
    access: 'onboarding.list',
    body: trilhasDisponiveisBody,
    response: trilhaOpcaoLista,
  }),
} as const;
