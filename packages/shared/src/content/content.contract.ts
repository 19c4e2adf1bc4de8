import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { idResponse } from '../onboarding/common.schemas';
import { conteudo, conteudoFiltroBody, conteudoInput, conteudoLista } from './content.schemas';

const byId = z.object({ id: idParam });

/** HR contents read by employees in onboarding trails. */
export const CONTENT_API = {
  list: endpoint({
    method: 'POST',
    path: '/v1/rh/conteudo/filtro',
    access: 'content.list',
    body: conteudoFiltroBody,
    response: conteudoLista,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/rh/conteudo/:id',
    access: 'content.list',
    params: byId,
    response: conteudo,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/rh/conteudo',
    access: 'content.create',
    body: conteudoInput,
    response: idResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/rh/conteudo/:id',
    access: 'content.edit',
    params: byId,
    body: conteudoInput,
    response: idResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/rh/conteudo/:id',
    access: 'content.delete',
    params: byId,
    response: idResponse,
  }),
} as const;
