import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { defineRoutes } from '../../platform/http/routes';
import { perAddressLimit } from '../../platform/http/rate-limit-store';
import { authContextOf } from '../auth/auth.public';
import { acceptOffer, negotiation } from './client-panel.negotiation';
import {
  account,
  connections,
  contract,
  editContact,
  editIdentification,
  invoices,
  orders,
} from './client-panel.service';
import { requestVisit } from './client-panel.visits';
import { type CodeContext, customerCodeKey } from './customer-codes';
import { invite, requestSignInCode, signIn } from './customer-identity.service';

/** Sign-in calls per minute from one client address, counted across instances. */
export const CUSTOMER_SIGN_IN_PER_MINUTE = 10;

/** The client panel: the customer's sign-in by code, their own records, visits and agreements; the invitation. */
export const clientPanelRoutes = defineRoutes('client-panel', (r, app) => {
  const limited = {
    config: { rateLimit: perAddressLimit(app.config.rateLimitScale * CUSTOMER_SIGN_IN_PER_MINUTE, 'cluster') },
  };
  const codes = (): CodeContext => ({
    db: app.db,
    sender: app.sender,
    codeKey: customerCodeKey(app.config.jwtSecret),
    log: app.log,
  });
  const auth = authContextOf(app);

  r.on(API.requestCode, (_ctx, { body }) => requestSignInCode(codes(), body), limited);
  r.on(API.signIn, (_ctx, { body }) => signIn({ ...codes(), auth }, body), limited);
  r.on(API.invite, (ctx, { body }) => invite({ ...ctx, ...codes(), publicUrl: app.config.publicUrl }, body));
  r.on(API.account, (ctx) => account(ctx));
  r.on(API.editIdentification, (ctx, { params, body }) => editIdentification(ctx, params.id, body));
  r.on(API.editContact, (ctx, { params, body }) => editContact(ctx, params.id, body));
  r.on(API.contract, (ctx, { params }) => contract(ctx, params.id));
  r.on(API.connections, (ctx, { params }) => connections(ctx, params.id));
  r.on(API.invoices, (ctx, { params, query }) => invoices(ctx, params.id, query.situacao));
  r.on(API.orders, (ctx, { params }) => orders(ctx, params.id));
  r.on(API.requestVisit, (ctx, { params, body }) => requestVisit(ctx, params.id, body));
  r.on(API.negotiation, (ctx, { params }) => negotiation(ctx, params.id));
  r.on(API.acceptOffer, (ctx, { params, body }) => acceptOffer(ctx, params.id, body));
});
