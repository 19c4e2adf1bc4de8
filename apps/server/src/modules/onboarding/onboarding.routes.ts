import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@intranet/shared/validation/fields';
import { idResponse } from '@intranet/shared/onboarding/common.schemas';
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
} from '@intranet/shared/onboarding/onboarding.schemas';
import { HR_MANAGE, HR_READ, HR_SUPERADMIN, HR_WRITE } from './onboarding.policy';
import * as service from './onboarding.service';

const tags = ['onboarding'];
const params = z.object({ id: idParam });

/** Onboardings and their ordered trails (spec §7, Onboarding). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/onboarding/trilha/filtro',
    { config: { access: HR_READ }, schema: { tags, body: onboardingFiltroBody, response: { 200: onboardingLista } } },
    async (request) => service.listOnboardings(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/rh/trilha/onboarding/filtrado',
    { config: { access: HR_READ }, schema: { tags, body: onboardingFiltradoBody, response: { 200: onboardingDetalheLista } } },
    async (request) => service.findOnboardings(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/rh/trilha/onboarding',
    { config: { access: HR_WRITE }, schema: { tags, body: onboardingInput, response: { 200: idResponse } } },
    async (request) => service.createOnboarding(app.db, request.actor, { body: request.body }),
  );
  app.put(
    '/v1/rh/trilha/onboarding/:id',
    // Editing and switching an onboarding on or off are managers' actions (spec §6, onboarding list).
    { config: { access: HR_MANAGE }, schema: { tags, params, body: onboardingUpdate, response: { 200: idResponse } } },
    async (request) => service.updateOnboarding(app.db, request.actor, { id: request.params.id, body: request.body }),
  );
  app.delete(
    '/v1/onboarding/delete/:id',
    { config: { access: HR_SUPERADMIN }, schema: { tags, params, response: { 200: idResponse } } },
    async (request) => service.deleteOnboarding(app.db, request.actor, { id: request.params.id }),
  );
  app.delete(
    '/v1/rh/onboarding/trilha',
    { config: { access: HR_WRITE }, schema: { tags, body: onboardingTrilhaUnlink, response: { 200: onboardingTrilhaLista } } },
    async (request) => service.unlinkTrail(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/rh/company/onboarding/trilha',
    { config: { access: HR_WRITE }, schema: { tags, body: onboardingTrilhaLink, response: { 200: onboardingTrilhaLista } } },
    async (request) => service.linkTrails(app.db, request.actor, { body: request.body }),
  );
  app.put(
    '/v1/rh/onboarding/trilha/ordem',
    { config: { access: HR_WRITE }, schema: { tags, body: onboardingTrilhaOrdem, response: { 200: onboardingTrilhaLista } } },
    async (request) => service.reorderTrails(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/rh/onboarding/trilha/filtrado',
    { config: { access: HR_READ }, schema: { tags, body: onboardingTrilhaFiltradoBody, response: { 200: onboardingTrilhaLista } } },
    async (request) => service.trailsOf(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/lista/onboarding/trilha',
    { config: { access: HR_READ }, schema: { tags, body: trilhasDisponiveisBody, response: { 200: trilhaOpcaoLista } } },
    async (request) => service.availableTrails(app.db, request.actor, { body: request.body }),
  );
};
