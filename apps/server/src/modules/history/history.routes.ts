import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyBody, historyResponse } from '@intranet/shared/history/history.schemas';
import * as service from './history.service';

/** Readers of the modules whose screens show the history viewer. */


export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/log/history',
    {
      config: { access: { level: 'read', area: 'imageUploads' } },
      schema: { tags: ['history'], body: historyBody, response: { 200: historyResponse } },
    },
    async (request) => service.listHistory(app.db, request.body),
  );
};
