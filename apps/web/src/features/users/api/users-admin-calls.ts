import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_PROFILES_API } from '@intranet/shared/access-profiles/access-profiles.contract';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { USERS_API as API } from '@intranet/shared/users/users.contract';
import type { AdminUsersQuery, EditUserBody, InviteUserBody } from '@intranet/shared/users/users.schemas';
import { call } from '../../../lib/api-client';

const KEY = ['users-admin'] as const;

/** One page of employees for `/users/list`. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => call(API.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: [...KEY, 'item', id],
    queryFn: ({ signal }) => call(API.adminGet, { params: { id } }, { signal }).then((a) => a.rh_usuario),
  });
}

export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserBody) => call(API.invite, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEditUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & EditUserBody) => call(API.edit, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Enables or disables sign-in (disabling ends the person's sessions at once). */
export function useSetAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, habilitado }: { id: number; habilitado: boolean }) =>
      call(AUTH_API.setAccess, { params: { id }, body: { habilitado } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Demands a new password (sign-in refused until the forgot-password flow; sessions end). */
export function useRequireReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(AUTH_API.requirePasswordReset, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUserPermissions(id: number) {
  return useQuery({
    queryKey: [...KEY, 'permissions', id],
    queryFn: ({ signal }) => call(API.permissions, { params: { id } }, { signal }),
  });
}

export function useSetUserRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: string[] }) =>
      call(API.setRoles, { params: { id }, body: { roles } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetUserProfiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, perfis }: { id: number; perfis: number[] }) =>
      call(API.setProfiles, { params: { id }, body: { perfis } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The access profiles a superadmin may apply. */
export function useProfileOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['access-profiles', 'list'],
    queryFn: ({ signal }) => call(ACCESS_PROFILES_API.list, {}, { signal }).then((a) => a.rh_perfil),
    enabled,
  });
}
