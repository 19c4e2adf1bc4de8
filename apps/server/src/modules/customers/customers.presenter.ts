import type { CustomersItem } from '@intranet/shared/customers/customers.schemas';
import type { CustomersRow } from './customers.repository';

/** The fields a client sees. */
export function presentCustomers(row: CustomersRow): CustomersItem {
  return { id: row.id, nome: row.nome };
}
