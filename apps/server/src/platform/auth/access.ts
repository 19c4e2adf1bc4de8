import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Action, actingRoleFor } from '@intranet/shared/access/permissions';
import { type AccessRule, resolveActingRole, roleSatisfies } from '@intranet/shared/auth/access-rule';
import { GUEST_ID, GUEST_ROLE, USER_ROLE, isCustomer, isEmployee } from '@intranet/shared/auth/roles';
import { AppError } from '../http/errors';
import { IdentityStates } from './identity-states';
import { redeemStreamTicket } from './stream-tickets';
import { type IdentityClaims, issuedAtMs } from './tokens';

/** Who is calling, taken from the verified token; `role` is the role the call acts with. */
export type Actor = {
  identityId: string | null;
  userId: number;
  email: string | null;
  roles: string[];
  role: string;
  /** Whether `role` is the x-role the caller sent (otherwise it was resolved from the route's rule). */
  roleRequested: boolean;
  employee: boolean;
  /** The credential of the call: its session (refresh-token family) and when its token was issued. */
  session: ActorSession | null;
};

export type ActorSession = { id: string | null; issuedAtMs: number };

export const GUEST_ACTOR: Actor = {
  identityId: null,
  userId: GUEST_ID,
  email: null,
  roles: [],
  role: GUEST_ROLE,
  roleRequested: false,
  employee: false,
  session: null,
};

/**
 * The role a call acts with for an action checked inside an operation (one per table, per bucket …):
 * the x-role when the caller sent one, otherwise the role that action's screens send.
 */
export function actingRole(actor: Actor, action: Action): string {
  return actor.roleRequested ? actor.role : (actingRoleFor(actor.roles, action) ?? actor.role);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /v1 route declares who may call it. */
    access?: AccessRule;
    /**
     * Also accept a stream ticket as `?ticket=` (stream-tickets): browsers' EventSource cannot set
     * headers, so an event stream has no other way to present a credential. Only for such streams.
     */
    ticketInQuery?: boolean;
  }
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every /v1 route with its rule, as registered (the access walk test iterates it). */
    accessRegistry: RegisteredRoute[];
    /** Whether identities may still sign in and which of their tokens are void, kept in memory. */
    identityStates: IdentityStates;
  }
}

export type RegisteredRoute = {
  method: string;
  url: string;
  action: string;
  access: AccessRule;
  ticketInQuery: boolean;
};

const NOT_AUTHENTICATED = 'Sessão expirada ou inválida. Entre novamente.';
const NOT_ALLOWED = 'Este usuário não tem autorização para realizar esta operação.';

type Credential = Pick<IdentityClaims, 'sub' | 'email' | 'usuario_id' | 'allowed_roles' | 'iat' | 'sid'>;

/** The verified credential a call presents: its bearer token, or on event streams a ticket; null when none holds. */
async function credentialOf(app: FastifyInstance, request: FastifyRequest): Promise<Credential | null> {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? app.tokens.verify(token) : null;
  }
  const ticket = request.routeOptions.config?.ticketInQuery
    ? (request.query as Record<string, unknown> | undefined)?.ticket
    : undefined;
  return typeof ticket === 'string' && ticket ? redeemStreamTicket(app.db, ticket) : null;
}

/**
 * Authorization of every call: the bearer token is verified and must not be void (its identity
 * disabled, or its sessions revoked after it was issued), the `x-role` header is accepted only when
 * the token holds that role (or the superadmin role), and the role is checked against the route's
 * rule. Routes under /v1 without a rule are refused at start-up.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const identityStates = new IdentityStates(app.database, app.log);
  await identityStates.start();
  app.decorate('identityStates', identityStates);
  app.addHook('onClose', async () => identityStates.stop());
  app.decorateRequest('actor', null as unknown as Actor);
  const registry: RegisteredRoute[] = [];
  app.decorate('accessRegistry', registry);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1')) return;
    const access = route.config?.access;
    const action = route.config?.action;
    // Every /v1 route is served from the API contract (defineRoutes), which brings its rule.
    if (!access || !action) throw new Error(`route ${route.method} ${route.url} is not served from the API contract`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registry.push({ method, url: route.url, action, access, ticketInQuery: route.config?.ticketInQuery === true });
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    request.actor = GUEST_ACTOR;
    if (!rule) return;
    const claims = await credentialOf(app, request);
    if (!claims) {
      if (rule.level === 'public') return;
      throw new AppError('unauthenticated', NOT_AUTHENTICATED);
    }
    const verdict = await app.identityStates.verdict(claims.sub, issuedAtMs(claims));
    if (verdict !== 'valid') {
      if (rule.level === 'public') return;
      throw new AppError(
        'unauthenticated',
        NOT_AUTHENTICATED,
        undefined,
        verdict === 'disabled' ? 'UserDisabled' : undefined,
      );
    }
    // Everyone signed in holds the base role, except a customer: their role opens their own calls only.
    const roles =
      claims.allowed_roles.includes(USER_ROLE) || isCustomer(claims.allowed_roles)
        ? claims.allowed_roles
        : [...claims.allowed_roles, USER_ROLE];
    const requested =
      typeof request.headers['x-role'] === 'string' ? request.headers['x-role'].trim() || undefined : undefined;
    const role = resolveActingRole(roles, requested, rule);
    if (!role) throw new AppError('forbidden', NOT_ALLOWED);
    if (!roleSatisfies(role, rule)) throw new AppError('forbidden', NOT_ALLOWED);
    request.actor = {
      identityId: claims.sub,
      userId: claims.usuario_id,
      email: claims.email,
      roles,
      role,
      roleRequested: requested !== undefined,
      employee: isEmployee(roles),
      session: { id: claims.sid ?? null, issuedAtMs: issuedAtMs(claims) },
    };
  });
});
