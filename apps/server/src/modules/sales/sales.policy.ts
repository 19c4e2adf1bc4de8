import type { FastifyContextConfig } from 'fastify';
import { PERMISSIONS } from '@intranet/shared/access/permissions';

type Verb = 'list' | 'view' | 'create' | 'edit' | 'delete';

/** Transitional: the route config of a sales call, its rule from the shared permission map. */
export function salesAccess(verb: Verb, record: 'campaign' | 'channel' = 'campaign'): FastifyContextConfig {
  return { access: PERMISSIONS[`${record}.${verb === 'view' ? 'list' : verb}`] };
}
