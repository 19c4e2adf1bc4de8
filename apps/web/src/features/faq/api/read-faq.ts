import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FAQ_API as API } from '@intranet/shared/faq/faq.contract';
import type { FaqSearchQuery } from '@intranet/shared/faq/faq.schemas';
import { call, refreshSession } from '../../../lib/api-client';
import { can } from '../../../lib/permissions';
import { session } from '../../../lib/session';

/** Whether an identity token's expiry has passed (a token that says none is taken as current). */
function expired(idToken: string): boolean {
  try {
    const payload = JSON.parse(atob(idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

/**
 * Whether this browser reads the FAQ as an employee: a session of someone the internal questions are
 * for, renewed first when its token has expired. A session that can no longer be renewed reads as a
 * visitor: the page is open to visitors, so nobody is sent to sign in for it.
 */
async function readsAsEmployee(): Promise<boolean> {
  const tokens = session.get().tokens;
  if (!tokens || !can(API.search.access)) return false;
  return !expired(tokens.idToken) || refreshSession();
}

/** The FAQ as this reader may see it: the employees' call (internal questions too) or the visitors' one. */
export async function readFaq(query: FaqSearchQuery, signal?: AbortSignal) {
  const employee = await readsAsEmployee();
  return call(employee ? API.search : API.publicSearch, { query }, { signal });
}

export const faqReadQuery = (query: FaqSearchQuery, employee: boolean) =>
  queryOptions({
    queryKey: ['faq', 'read', employee, query],
    queryFn: ({ signal }) => readFaq(query, signal),
    // While a search is typed, the former results stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useFaqRead(query: FaqSearchQuery, employee: boolean) {
  return useQuery(faqReadQuery(query, employee));
}
