import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKOFFICE_API as API } from '@intranet/shared/backoffice/backoffice.contract';
import type {
  ActivateBody,
  ActivationListFilter,
  CancelBody,
  ChargebackInput,
  ChargebackListFilter,
  ChargebackPatch,
  ProblemInput,
  ProblemListFilter,
  ProblemPatch,
  QualificationInput,
  QualificationListFilter,
  QualificationPatch,
  SaleListFilter,
  ScheduleBody,
} from '@intranet/shared/backoffice/backoffice.schemas';
import { CLIENT_PANEL_API } from '@intranet/shared/client-panel/client-panel.contract';
import { call } from '../../../lib/api-client';

const KEY = ['backoffice'] as const;

export const listSales = (filtro: SaleListFilter, signal?: AbortSignal) =>
  call(API.sales, { body: { filtro } }, { signal });
export const listActivations = (filtro: ActivationListFilter, signal?: AbortSignal) =>
  call(API.activations, { body: { filtro } }, { signal });
export const listQualifications = (filtro: QualificationListFilter, signal?: AbortSignal) =>
  call(API.qualifications, { body: { filtro } }, { signal });
export const listProblems = (filtro: ProblemListFilter, signal?: AbortSignal) =>
  call(API.problems, { body: { filtro } }, { signal });
export const listChargebacks = (filtro: ChargebackListFilter, signal?: AbortSignal) =>
  call(API.chargebacks, { body: { filtro } }, { signal });
export const searchCustomers = (busca: string) => call(API.searchCustomers, { body: { busca } });

const paged = <F, A>(name: string, list: (f: F, s?: AbortSignal) => Promise<A>) =>
  function usePaged(filtro: F) {
    return useQuery({
      queryKey: [...KEY, name, filtro],
      queryFn: ({ signal }) => list(filtro, signal),
      placeholderData: keepPreviousData,
    });
  };

export const useSales = paged('sales', listSales);
export const useActivations = paged('activations', listActivations);
export const useQualifications = paged('qualifications', listQualifications);
export const useProblems = paged('problems', listProblems);
export const useChargebacks = paged('chargebacks', listChargebacks);

export function useHome() {
  return useQuery({ queryKey: [...KEY, 'home'], queryFn: ({ signal }) => call(API.home, {}, { signal }) });
}

export function useSale(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'sale', id],
    queryFn: ({ signal }) => call(API.sale, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

export type SaleMove =
  | { kind: 'approve' }
  | { kind: 'unschedule' }
  | { kind: 'schedule'; body: ScheduleBody }
  | { kind: 'activate'; body: ActivateBody }
  | { kind: 'cancel'; body: CancelBody };

/** A move of a sale; every backoffice list is read again after it. */
export function useMoveSale(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: SaleMove) => {
      const params = { id };
      switch (move.kind) {
        case 'approve':
          return call(API.approve, { params });
        case 'unschedule':
          return call(API.unschedule, { params });
        case 'schedule':
          return call(API.schedule, { params, body: move.body });
        case 'activate':
          return call(API.activate, { params, body: move.body });
        case 'cancel':
          return call(API.cancel, { params, body: move.body });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useQualification(id: number) {
  return useQuery({
    queryKey: [...KEY, 'qualification', id],
    queryFn: ({ signal }) => call(API.qualification, { params: { id } }, { signal }),
  });
}
export function useProblem(id: number) {
  return useQuery({
    queryKey: [...KEY, 'problem', id],
    queryFn: ({ signal }) => call(API.problem, { params: { id } }, { signal }),
  });
}
export function useChargeback(id: number) {
  return useQuery({
    queryKey: [...KEY, 'chargeback', id],
    queryFn: ({ signal }) => call(API.chargeback, { params: { id } }, { signal }),
  });
}

function useWrite<V>(write: (values: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateQualification = () =>
  useWrite((object: QualificationInput) => call(API.createQualification, { body: { object } }));
export const useEditQualification = (id: number) =>
  useWrite((object: QualificationPatch) => call(API.editQualification, { params: { id }, body: { object } }));
export const useCreateProblem = () => useWrite((object: ProblemInput) => call(API.createProblem, { body: { object } }));
export const useEditProblem = (id: number) =>
  useWrite((object: ProblemPatch) => call(API.editProblem, { params: { id }, body: { object } }));
export const useCreateChargeback = () =>
  useWrite((object: ChargebackInput) => call(API.createChargeback, { body: { object } }));
export const useEditChargeback = (id: number) =>
  useWrite((object: ChargebackPatch) => call(API.editChargeback, { params: { id }, body: { object } }));

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'customer', id],
    queryFn: ({ signal }) => call(API.customer, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

export function usePaidInvoices(customerId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'paid-invoices', customerId],
    queryFn: ({ signal }) => call(API.paidInvoices, { params: { id: customerId! } }, { signal }),
    enabled: customerId !== undefined,
  });
}

/** "Convidar para a Central do Assinante": the client panel's invitation. */
export function useInviteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id_pessoa: number) => call(CLIENT_PANEL_API.invite, { body: { id_pessoa } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'customer'] }),
  });
}
