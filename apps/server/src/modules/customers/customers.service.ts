import type { Customer } from '@intranet/shared/customers/customers.schemas';
import type { OpContext } from '../../platform/http/routes';
import * as customersRepository from './customers.repository';

/** Customers of a provider matching a code or a CPF. */
export function searchCustomers(
  ctx: OpContext,
  key: Parameters<typeof customersRepository.search>[1],
): Promise<Customer[]> {
  return customersRepository.search(ctx.db, key);
}
