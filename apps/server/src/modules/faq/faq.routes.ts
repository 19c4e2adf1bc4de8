import { FAQ_API as API } from '@intranet/shared/faq/faq.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { type LimitScope, perAddressLimit } from '../../platform/http/rate-limit-store';
import { defineRoutes } from '../../platform/http/routes';
import { audienceOf, faqCategoryService, faqQuestionService, faqTable, readFaq, voteFaq } from './faq.service';

/** Public reads of the FAQ per minute from one address: a search runs as the visitor types. */
export const PUBLIC_SEARCHES_PER_MINUTE = 240;
/** Public votes per minute from one address ("Esta resposta ajudou?"). */
export const PUBLIC_VOTES_PER_MINUTE = 20;

/** The FAQ: the readers' search and votes (public, and the employees' with the internal questions), categories and questions. */
export const faqRoutes = defineRoutes('faq', (r, app) => {
  const perAddress = (max: number, scope: LimitScope) => ({
    config: { rateLimit: perAddressLimit(app.config.rateLimitScale * max, scope) },
  });

  r.on(
    API.publicSearch,
    (ctx, { query }) => readFaq(ctx, audienceOf(false), query),
    perAddress(PUBLIC_SEARCHES_PER_MINUTE, 'instance'),
  );
  r.on(API.search, (ctx, { query }) => readFaq(ctx, audienceOf(true), query));
  r.on(
    API.publicVote,
    (ctx, { params, body }) => voteFaq(ctx, audienceOf(false), params.id, body.util),
    perAddress(PUBLIC_VOTES_PER_MINUTE, 'cluster'),
  );
  r.on(API.vote, (ctx, { params, body }) => voteFaq(ctx, audienceOf(true), params.id, body.util));
  r.on(API.table, (ctx, { body }) => faqTable(ctx, body));
  serveCrud(r, faqCategoryService);
  serveCrud(r, faqQuestionService);
});
