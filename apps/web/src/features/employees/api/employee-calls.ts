import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPLOYEES_API as API } from '@intranet/shared/employees/employees.contract';
import type {
  EmployeeProfileBody,
  EmployeeRegisterBody,
  EmployeesQuery,
} from '@intranet/shared/employees/employees.schemas';
import { call } from '../../../lib/api-client';

const KEY = ['employees'] as const;

export function useEmployees(query: EmployeesQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => call(API.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: number) {
  return useQuery({
    queryKey: [...KEY, 'item', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }).then((a) => a.rh_usuario),
  });
}

export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EmployeeProfileBody }) => call(API.update, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRegisterEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeRegisterBody) => call(API.register, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
