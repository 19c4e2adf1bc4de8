import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import {
  faqCategory,
  faqCategoryFilter,
  faqCategoryInput,
  faqCategoryPatch,
  faqQuestion,
  faqQuestionFilter,
  faqQuestionInput,
  faqQuestionPatch,
  faqSearchQuery,
  faqSearchResponse,
  faqTableBody,
  faqTableResponse,
  faqVoteBody,
  faqVoteResponse,
} from './faq.schemas';
import { idParam } from '../validation/fields';

const idParams = z.object({ id: idParam });

/** FAQ categories (`/faq-categories`), on the CRUD kit. */
export const FAQ_CATEGORY_API = crudEndpoints({
  table: 'rh_faq_categoria',
  path: '/v1/faq/categoria',
  createPath: '/v1/criar/faq/categoria',
  access: {
    list: 'faq-category.list',
    create: 'faq-category.create',
    edit: 'faq-category.edit',
    delete: 'faq-category.delete',
  },
  schemas: { row: faqCategory, filter: faqCategoryFilter, input: faqCategoryInput, patch: faqCategoryPatch },
});

/** FAQ questions as staff write them (`/faq/register`, `/faq/edit/:id`), on the CRUD kit. */
export const FAQ_QUESTION_API = crudEndpoints({
  table: 'rh_faq_pergunta',
  path: '/v1/faq/pergunta',
  createPath: '/v1/criar/faq/pergunta',
  access: { list: 'faq.list', create: 'faq.create', edit: 'faq.edit', delete: 'faq.delete' },
  schemas: { row: faqQuestion, filter: faqQuestionFilter, input: faqQuestionInput, patch: faqQuestionPatch },
});

/** The readers' calls: the public ones need no account; employees read the internal questions too. */
export const FAQ_API = {
  publicSearch: endpoint({
    method: 'GET',
    path: '/v1/faq/publico',
    access: 'faq.public',
    query: faqSearchQuery,
    response: faqSearchResponse,
    summary: 'Busca nas perguntas públicas (sem login)',
  }),
  search: endpoint({
    method: 'GET',
    path: '/v1/faq/busca',
    access: 'faq.read',
    query: faqSearchQuery,
    response: faqSearchResponse,
    summary: 'Busca nas perguntas públicas e internas (colaboradores)',
  }),
  publicVote: endpoint({
    method: 'POST',
    path: '/v1/faq/publico/:id/voto',
    access: 'faq.public',
    params: idParams,
    body: faqVoteBody,
    response: faqVoteResponse,
    summary: '"Esta resposta ajudou?" numa pergunta pública',
  }),
  vote: endpoint({
    method: 'POST',
    path: '/v1/faq/pergunta/:id/voto',
    access: 'faq.read',
    params: idParams,
    body: faqVoteBody,
    response: faqVoteResponse,
    summary: '"Esta resposta ajudou?" (colaboradores)',
  }),
  table: endpoint({
    method: 'POST',
    path: '/v1/faq/pergunta/tabela',
    access: 'faq.list',
    body: faqTableBody,
    response: faqTableResponse,
    summary: 'Perguntas da equipe, paginadas, com os votos',
  }),
} as const;
