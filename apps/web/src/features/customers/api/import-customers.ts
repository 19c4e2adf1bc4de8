import { useMutation } from '@tanstack/react-query';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import { call } from '../../../lib/api-client';

export type CustomerImportInput = { sistema: number; arquivo: File; aplicarValidas?: boolean };

/** Sends a provider's customer spreadsheet (multipart); answers the import's report. */
export function importCustomers({ sistema, arquivo, aplicarValidas }: CustomerImportInput) {
  const form = new FormData();
  form.append('sistema', String(sistema));
  if (aplicarValidas) form.append('aplicar_validas', 'true');
  form.append('arquivo', arquivo, arquivo.name);
  return call(CUSTOMERS_API.import, {}, { form });
}

export function useImportCustomers() {
  return useMutation({ mutationFn: importCustomers });
}
