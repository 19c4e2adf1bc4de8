/**
 * The public careers calls' method and path, apart from their schemas: the careers site (its own
 * small bundle) calls them without loading zod; `CAREERS_API` builds its endpoints from them.
 */
export const CAREERS_PUBLIC_CALLS = {
  list: { method: 'GET', path: '/v1/vagas/publicas' },
  detail: { method: 'GET', path: '/v1/vagas/publicas/:id' },
} as const;
