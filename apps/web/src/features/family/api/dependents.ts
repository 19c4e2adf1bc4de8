import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAMILY_API as API } from '@intranet/shared/family/family.contract';
import type { DependentInput, DependentListQuery, DependentPatch } from '@intranet/shared/family/family.schemas';
import { call } from '../../../lib/api-client';

/** A page of dependents: one's own, or everyone's for HR, with the filters. */
export function useDependents(query: DependentListQuery) {
  return useQuery({
    queryKey: ['family', 'list', query],
    queryFn: ({ signal }) => call(API.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One dependent, for its edit form. */
export function useDependent(id: number) {
  return useQuery({
    queryKey: ['family', 'one', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }).then((r) => r.dependente),
    enabled: id > 0,
  });
}

function useFamilyMutation<V>(fn: (values: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['family'] }) });
}

export const useCreateDependent = () =>
  useFamilyMutation((object: DependentInput) => call(API.create, { body: { object } }));
export const useUpdateDependent = () =>
  useFamilyMutation(({ id, object }: { id: number; object: DependentPatch }) =>
    call(API.update, { params: { id }, body: { object } }),
  );
export const useDeleteDependent = () => useFamilyMutation((id: number) => call(API.remove, { params: { id } }));
