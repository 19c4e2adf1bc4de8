import { endpoint } from '../api/endpoint';
import { z } from 'zod';
import {
  applyBody,
  dashboardResponse,
  deleteAccountBody,
  idParams,
  moveBody,
  myApplicationsResponse,
  myDataResponse,
  pipelineResponse,
  publicDetail,
  publicListQuery,
  publicListResponse,
  searchBody,
  staffListBody,
  staffListResponse,
  staffVacancy,
  talentBankBody,
  talentsResponse,
  vacancyInput,
} from './careers.schemas';

import { CAREERS_PUBLIC_CALLS } from './careers.public-paths';

const idAnswer = z.object({ id: z.number() });

/** Every call of careers: the public vacancies, applying, the recruiters' side, the dashboard and LGPD. */
export const CAREERS_API = {
  publicList: endpoint({
    ...CAREERS_PUBLIC_CALLS.list,
    access: 'careers.public',
    query: publicListQuery,
    response: publicListResponse,
  }),
  publicDetail: endpoint({
    ...CAREERS_PUBLIC_CALLS.detail,
    access: 'careers.public',
    params: idParams,
    response: publicDetail,
  }),
  list: endpoint({
    method: 'POST',
    path: '/v1/rh/vagas/filtro',
    access: 'careers.list',
    body: staffListBody,
    response: staffListResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/rh/vagas/:id',
    access: 'careers.list',
    params: idParams,
    response: staffVacancy,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/rh/vagas',
    access: 'careers.write',
    body: vacancyInput,
    response: idAnswer,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/rh/vagas/:id',
    access: 'careers.write',
    params: idParams,
    body: vacancyInput,
    response: staffVacancy,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/v1/candidaturas',
    access: 'careers.apply',
    body: applyBody,
    response: idAnswer,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/v1/candidaturas/minhas',
    access: 'careers.mine',
    response: myApplicationsResponse,
  }),
  pipeline: endpoint({
    method: 'GET',
    path: '/v1/rh/vagas/:id/candidaturas',
    access: 'careers.list',
    params: idParams,
    response: pipelineResponse,
  }),
  move: endpoint({
    method: 'POST',
    path: '/v1/rh/candidaturas/:id/etapa',
    access: 'careers.move',
    params: idParams,
    body: moveBody,
    response: idAnswer,
  }),
  search: endpoint({
    method: 'POST',
    path: '/v1/rh/curriculos/busca',
    access: 'careers.search',
    body: searchBody,
    response: talentsResponse,
  }),
  talentBank: endpoint({
    method: 'POST',
    path: '/v1/banco-talentos/filtro',
    access: 'careers.talentBank',
    body: talentBankBody,
    response: talentsResponse,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/v1/rh/dashboard/carreiras',
    access: 'careers.dashboard',
    response: dashboardResponse,
  }),
  myData: endpoint({ method: 'GET', path: '/v1/candidato/dados', access: 'careers.mine', response: myDataResponse }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/v1/candidato/conta/excluir',
    access: 'careers.mine',
    body: deleteAccountBody,
    response: z.object({ ok: z.literal(true) }),
  }),
} as const;
