import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_COMPANIES_API as API } from '@intranet/shared/user-companies/user-companies.contract';
import { call } from '../../../lib/api-client';

/** Sets a person's companies (all of them); the lists are read again. */
export function useSetUserCompanies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; empresas: number[] }) =>
      call(API.set, { params: { id: input.id }, body: { empresas: input.empresas } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user-companies'] }),
  });
}
