import type { CustomersItem } from '@intranet/shared/customers/customers.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentCustomers } from './customers.presenter';
import { customersRepository } from './customers.repository';

/** The records of the area, as the list answers them. */
export async function listCustomers(ctx: OpContext): Promise<CustomersItem[]> {
  return (await customersRepository.find(ctx.db)).map(presentCustomers);
}
