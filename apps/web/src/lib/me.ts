import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { call } from './api-client';

/** The signed-in user as the server sees it now (roles fresh from the database). */
export const meKey = ['auth', 'me'] as const;

export function getMe() {
  return call(AUTH_API.me, {});
}

export const meQuery = () => queryOptions({ queryKey: meKey, queryFn: getMe, retry: false, staleTime: 5 * 60_000 });

export function useMe(enabled = true) {
  return useQuery({ ...meQuery(), enabled });
}
