import { FAQ_API as API } from '@intranet/shared/faq/faq.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listFaq } from './faq.service';

/** The faq area. */
export const faqRoutes = defineRoutes('faq', (r) => {
  r.on(API.list, async (ctx) => ({ faq: await listFaq(ctx) }));
});
