import { FINANCIAL_HOME_API as API } from '@intranet/shared/financial-home/financial-home.contract';
import { defineRoutes } from '../../platform/http/routes';
import { perAddressLimit } from '../../platform/http/rate-limit-store';
import { customerCodeKey } from '../client-panel/client-panel.public';
import { openInvoices, requestInvoicesCode } from './financial-home.service';

/** Questions per minute from one client address (the address TRUST_PROXY resolves), across instances. */
export const FINANCIAL_HOME_PER_MINUTE = 10;

/** The financial home (`/financial/home`): open invoices without signing in. */
export const financialHomeRoutes = defineRoutes('financial-home', (r, app) => {
  const limited = {
    config: { rateLimit: perAddressLimit(app.config.rateLimitScale * FINANCIAL_HOME_PER_MINUTE, 'cluster') },
  };
  const codes = () => ({
    db: app.db,
    sender: app.sender,
    codeKey: customerCodeKey(app.config.jwtSecret),
    log: app.log,
  });
  r.on(API.openInvoices, (_ctx, { body }) => openInvoices(codes(), body), limited);
  r.on(API.requestCode, (_ctx, { body }) => requestInvoicesCode(codes(), body), limited);
});
