import { z } from 'zod';
import { MSG } from '../validation/messages';

/** The page sizes a paged table offers in its select; the first is every list's default. */
export const PAGE_SIZES = [20, 40, 60] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = PAGE_SIZES[0];

/**
 * The most rows one call of a paged list answers. A screen that needs a whole list (an export, the
 * options of a select) reads it page after page of this size (web `fetchAllPages`).
 */
export const MAX_PAGE_SIZE = 100;

/** The furthest offset a paged list is asked from. */
export const MAX_OFFSET = 10_000_000;

/** Where a list call carries its paging: a JSON body (numbers) or a query string (texts read as numbers). */
type Carrier = 'body' | 'query';

const count = (carrier: Carrier) =>
  (carrier === 'query' ? z.coerce.number({ error: MSG.invalidData }) : z.number({ error: MSG.invalidData })).int({
    error: MSG.invalidData,
  });

/** `limit`: 1 to MAX_PAGE_SIZE rows, `size` when not asked. */
export const pageLimit = (carrier: Carrier = 'body', size: number = DEFAULT_PAGE_SIZE) =>
  count(carrier).min(1, { error: MSG.invalidData }).max(MAX_PAGE_SIZE, { error: MSG.invalidData }).default(size);

/** `offset`: rows skipped, 0 when not asked. */
export const pageOffset = (carrier: Carrier = 'body') =>
  count(carrier).min(0, { error: MSG.invalidData }).max(MAX_OFFSET, { error: MSG.invalidData }).default(0);

/** `page`: the page number, from 1. */
export const pageNumber = (carrier: Carrier = 'query') =>
  count(carrier)
    .min(1, { error: MSG.invalidData })
    .max(MAX_OFFSET / MAX_PAGE_SIZE, { error: MSG.invalidData })
    .default(1);

/** Offset/limit paging of a list whose filter travels in a JSON body. */
export const pagingFields = { offset: pageOffset(), limit: pageLimit() };

/** The first page, as a body that asks nothing else. */
export const FIRST_PAGE = { offset: 0, limit: DEFAULT_PAGE_SIZE } as const;
