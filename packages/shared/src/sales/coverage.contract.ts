import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  coverageCitiesQuery,
  coverageCitiesResponse,
  coverageImport,
  coverageImportLinesQuery,
  coverageImportLinesResponse,
  coverageImportParams,
  coveragePageQuery,
  coveragePageResponse,
} from './coverage.schemas';

/**
 * The coverage screens' calls beside the record's CRUD (`COVERAGE_API`): the paged list, the cities,
 * and the spreadsheet import (upload, read, preview, apply, discard). The upload is multipart: the
 * provider `id_empresa` and the file `arquivo`.
 */
export const COVERAGE_SETUP_API = {
  page: endpoint({
    method: 'GET',
    path: '/v1/vendas/cobertura/pagina',
    access: 'coverage.list',
    query: coveragePageQuery,
    response: coveragePageResponse,
  }),
  cities: endpoint({
    method: 'GET',
    path: '/v1/vendas/cobertura/cidades',
    access: 'coverage.list',
    query: coverageCitiesQuery,
    response: coverageCitiesResponse,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/v1/vendas/cobertura/importacao',
    access: 'coverage.import',
    response: coverageImport,
  }),
  importStatus: endpoint({
    method: 'GET',
    path: '/v1/vendas/cobertura/importacao/:id',
    access: 'coverage.import',
    params: coverageImportParams,
    response: coverageImport,
  }),
  read: endpoint({
    method: 'POST',
    path: '/v1/vendas/cobertura/importacao/:id/ler',
    access: 'coverage.import',
    params: coverageImportParams,
    response: coverageImport,
  }),
  lines: endpoint({
    method: 'GET',
    path: '/v1/vendas/cobertura/importacao/:id/linhas',
    access: 'coverage.import',
    params: coverageImportParams,
    query: coverageImportLinesQuery,
    response: coverageImportLinesResponse,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/v1/vendas/cobertura/importacao/:id/aplicar',
    access: 'coverage.import',
    params: coverageImportParams,
    response: coverageImport,
  }),
  discard: endpoint({
    method: 'DELETE',
    path: '/v1/vendas/cobertura/importacao/:id',
    access: 'coverage.import',
    params: coverageImportParams,
    response: z.object({ id: z.number() }),
  }),
} as const;
