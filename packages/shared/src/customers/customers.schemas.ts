import { z } from 'zod';

/** One customers record as the calls answer it. */
export const customersItem = z.object({ id: z.number(), nome: z.string() });
export type CustomersItem = z.infer<typeof customersItem>;

/** `GET /v1/customers`: the records under the area's key. */
export const customersListResponse = z.object({ customers: z.array(customersItem) });
