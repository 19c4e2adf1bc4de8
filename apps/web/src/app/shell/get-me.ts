import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@intranet/shared/auth/auth.schemas';
import { api } from '../../lib/api-client';

export const meKey = ['auth', 'me'] as const;

export function getMe(): Promise<Me> {
  return api<Me>('/v1/auth/me');
}

export const meQuery = () => queryOptions({ queryKey: meKey, queryFn: getMe, retry: false, staleTime: 5 * 60_000 });

export function useMe(enabled = true) {
  return useQuery({ ...meQuery(), enabled });
}
