import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_PROFILES_API as API } from '@intranet/shared/access-profiles/access-profiles.contract';
import type { AccessProfileBody } from '@intranet/shared/access-profiles/access-profiles.schemas';
import { call } from '../../../lib/api-client';

const KEY = ['access-profiles'] as const;

export function useAccessProfiles() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => call(API.list, {}, { signal }).then((a) => a.rh_perfil),
  });
}

export function useAccessProfile(id: number) {
  return useQuery({
    queryKey: [...KEY, 'item', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }).then((a) => a.rh_perfil),
  });
}

export function useCreateAccessProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessProfileBody) => call(API.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateAccessProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & AccessProfileBody) => call(API.update, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteAccessProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(API.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
