import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  sellerAddBody,
  sellerCandidatesQuery,
  sellerCandidatesResponse,
  sellerParams,
  sellerPatchBody,
  sellerTeamQuery,
  sellerTeamResponse,
  teamSeller,
} from './sellers.schemas';

/** The sellers of each provider (`vendas_vendedor`): the team, its load and the round-robin's turn. */
export const SELLERS_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/vendas/equipe',
    access: 'sellers.list',
    query: sellerTeamQuery,
    response: sellerTeamResponse,
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/v1/vendas/equipe/candidatos',
    access: 'sellers.manage',
    query: sellerCandidatesQuery,
    response: sellerCandidatesResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/v1/vendas/equipe',
    access: 'sellers.manage',
    body: sellerAddBody,
    response: teamSeller,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/v1/vendas/equipe/:id',
    access: 'sellers.manage',
    params: sellerParams,
    body: sellerPatchBody,
    response: teamSeller,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/vendas/equipe/:id',
    access: 'sellers.manage',
    params: sellerParams,
    response: z.object({ id: z.number() }),
  }),
} as const;
