import type { FastifyContextConfig } from 'fastify';
import { SALES_PERMISSIONS, type SalesAction } from '@intranet/shared/sales/sales.permissions';

/** Route config of a sales call: the access rule comes from the shared permission map. */
export function salesAccess(action: SalesAction): FastifyContextConfig {
  return { access: SALES_PERMISSIONS[action] };
}
