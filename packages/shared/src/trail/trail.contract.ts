import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { idResponse } from '../onboarding/common.schemas';
import {
  trilhaConteudoLink,
  trilhaConteudoLista,
  trilhaConteudoOrdem,
  trilhaConteudoUnlink,
  trilhaDetalhe,
  trilhaFiltroBody,
  trilhaInput,
  trilhaLista,
  trilhaUpdate,
} from './trail.schemas';

const byId = z.object({ id: idParam });

/** Trails: a name and contents in reading order (prioridade 1..n). */
export const TRAIL_API = {
  list: endpoint({
    method: 'POST',
    path: '/v1/rh/trilha/filtro',
    access: 'trail.list',
    body: trilhaFiltroBody,
    response: trilhaLista,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/rh/trilha/:id',
    access: 'trail.list',
    params: byId,
    response: trilhaDetalhe,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/rh/trilha',
    access: 'trail.create',
    body: trilhaInput,
    response: idResponse,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/v1/rh/trilha/:id',
    access: 'trail.edit',
    params: byId,
    body: trilhaUpdate,
    response: idResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/rh/trilha/:id',
    access: 'trail.delete',
    params: byId,
    response: idResponse,
  }),
  linkContents: endpoint({
    method: 'POST',
    path: '/v1/rh/trilha/conteudo',
    access: 'trail.link',
    body: trilhaConteudoLink,
    response: trilhaConteudoLista,
  }),
  unlinkContent: endpoint({
    method: 'DELETE',
    path: '/v1/rh/trilha/conteudo',
    access: 'trail.link',
    body: trilhaConteudoUnlink,
    response: trilhaConteudoLista,
  }),
  reorderContents: endpoint({
    method: 'PUT',
    path: '/v1/rh/trilha/conteudo/ordem',
    access: 'trail.link',
    body: trilhaConteudoOrdem,
    response: trilhaConteudoLista,
  }),
} as const;
