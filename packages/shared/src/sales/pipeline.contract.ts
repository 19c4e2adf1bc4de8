import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import {
  bulkAssignBody,
  bulkMoveBody,
  bulkResponse,
  externalRegisterBody,
  externalRegisterResponse,
  feasibilityQuery,
  feasibilityResponse,
  internalHomeResponse,
  leadContactBody,
  leadIdParams,
  leadMoveBody,
  myLeadsQuery,
  myLeadsResponse,
  offeredPlansQuery,
  offeredPlansResponse,
  pipelineCountsQuery,
  pipelineCountsResponse,
  pipelineLead,
  pipelineLeadDetail,
  pipelineListQuery,
  pipelineListResponse,
  salesSettings,
  salesSettingsBody,
  salesSettingsParams,
  sellersQuery,
  sellersResponse,
} from './pipeline.schemas';
import {
  blocklistEntry,
  blocklistFilter,
  blocklistInput,
  blocklistPatch,
  coverage,
  coverageFilter,
  coverageInput,
  coveragePatch,
  plan,
  planFilter,
  planInput,
  planPatch,
} from './pricing.schemas';

/** The lead pipeline (docs/sales.md): the ten lists, moves, assignment, the homes, the external register. */
export const PIPELINE_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/vendas/pipeline/leads',
    access: 'pipeline.list',
    query: pipelineListQuery,
    response: pipelineListResponse,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/v1/vendas/pipeline/contagens',
    access: 'pipeline.list',
    query: pipelineCountsQuery,
    response: pipelineCountsResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/vendas/pipeline/leads/:id',
    access: 'pipeline.list',
    params: leadIdParams,
    response: pipelineLeadDetail,
  }),
  move: endpoint({
    method: 'POST',
    path: '/v1/vendas/pipeline/leads/:id/mover',
    access: 'pipeline.move',
    params: leadIdParams,
    body: leadMoveBody,
    response: pipelineLead,
  }),
  contact: endpoint({
    method: 'POST',
    path: '/v1/vendas/pipeline/leads/:id/contato',
    access: 'pipeline.move',
    params: leadIdParams,
    body: leadContactBody,
    response: pipelineLead,
  }),
  bulkAssign: endpoint({
    method: 'POST',
    path: '/v1/vendas/pipeline/atribuir',
    access: 'pipeline.assign',
    body: bulkAssignBody,
    response: bulkResponse,
  }),
  bulkMove: endpoint({
    method: 'POST',
    path: '/v1/vendas/pipeline/mover',
    access: 'pipeline.move',
    body: bulkMoveBody,
    response: bulkResponse,
  }),
  sellers: endpoint({
    method: 'GET',
    path: '/v1/vendas/pipeline/vendedores',
    access: 'pipeline.list',
    query: sellersQuery,
    response: sellersResponse,
  }),
  internalHome: endpoint({
    method: 'GET',
    path: '/v1/vendas/pipeline/inicio',
    access: 'pipeline.list',
    response: internalHomeResponse,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/v1/vendas/pipeline/configuracao/:id_empresa',
    access: 'pipeline.list',
    params: salesSettingsParams,
    response: salesSettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/v1/vendas/pipeline/configuracao/:id_empresa',
    access: 'pipeline.settings',
    params: salesSettingsParams,
    body: salesSettingsBody,
    response: salesSettings,
  }),
  register: endpoint({
    method: 'POST',
    path: '/v1/vendas/externo/lead',
    access: 'external-lead.register',
    body: externalRegisterBody,
    response: externalRegisterResponse,
  }),
  feasibility: endpoint({
    method: 'GET',
    path: '/v1/vendas/externo/viabilidade',
    access: 'external-lead.register',
    query: feasibilityQuery,
    response: feasibilityResponse,
  }),
  offeredPlans: endpoint({
    method: 'GET',
    path: '/v1/vendas/externo/planos',
    access: 'external-lead.register',
    query: offeredPlansQuery,
    response: offeredPlansResponse,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/v1/vendas/externo/meus-leads',
    access: 'external-lead.mine',
    query: myLeadsQuery,
    response: myLeadsResponse,
  }),
} as const;

/** Plans and prices (`/pricing`): answers under `vendas_plano` … */
export const PRICING_API = crudEndpoints({
  table: 'vendas_plano',
  path: '/v1/vendas/plano',
  createPath: '/v1/vendas/criar/plano',
  access: { list: 'pricing.list', create: 'pricing.create', edit: 'pricing.edit', delete: 'pricing.delete' },
  schemas: { row: plan, filter: planFilter, input: planInput, patch: planPatch },
});

/** Coverage areas: answers under `vendas_cobertura` … */
export const COVERAGE_API = crudEndpoints({
  table: 'vendas_cobertura',
  path: '/v1/vendas/cobertura',
  createPath: '/v1/vendas/criar/cobertura',
  access: { list: 'coverage.list', create: 'coverage.create', edit: 'coverage.edit', delete: 'coverage.delete' },
  schemas: { row: coverage, filter: coverageFilter, input: coverageInput, patch: coveragePatch },
});

/** The blocklist (`/sales/basic-configurations/blocklist`): answers under `vendas_bloqueio` … */
export const BLOCKLIST_API = crudEndpoints({
  table: 'vendas_bloqueio',
  path: '/v1/vendas/bloqueio',
  createPath: '/v1/vendas/criar/bloqueio',
  access: { list: 'blocklist.list', create: 'blocklist.create', edit: 'blocklist.edit', delete: 'blocklist.delete' },
  schemas: { row: blocklistEntry, filter: blocklistFilter, input: blocklistInput, patch: blocklistPatch },
});
