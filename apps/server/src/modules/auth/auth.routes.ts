import { AUTH_API as API } from '@intranet/shared/auth/auth.contract';
import { type OpContext, defineRoutes } from '../../platform/http/routes';
import { decoyHash } from '../../platform/auth/passwords';
import { requirePasswordReset, setAccess } from './access-admin.service';
import { type AuthOpContext, authContextOf } from './auth.context';
import { AUTH_LIMIT_SCOPES, AUTH_RATE_LIMITS as LIMIT, perAddress } from './auth.limits';
import { confirmForgotPassword, forgotPassword } from './password-reset.service';
import { confirmRegistration, register, resendConfirmation } from './registration.service';
import { currentUser, logout, refreshSession } from './session.service';
import { changePassword, completeNewPassword, login } from './sign-in.service';

const OK = { ok: true } as const;

/** Identity: sign-in, passwords, sessions, self-registration and the superadmin's access switches. */
export const authRoutes = defineRoutes('auth', (r, app) => {
  const services = authContextOf(app);
  const auth = (ctx: OpContext): AuthOpContext => ({ ...services, ...ctx });
  const scale = app.config.rateLimitScale;
  const limited = (call: keyof typeof LIMIT) => ({
    config: { rateLimit: perAddress(scale * LIMIT[call], AUTH_LIMIT_SCOPES[call]) },
  });
  const done = async (work: Promise<void>) => {
    await work;
    return OK;
  };
  void decoyHash();

  r.on(API.login, (ctx, { body }) => login(auth(ctx), body), limited('login'));
  r.on(API.newPassword, (ctx, { body }) => completeNewPassword(auth(ctx), body), limited('newPassword'));
  r.on(API.forgotPassword, (ctx, { body }) => done(forgotPassword(auth(ctx), body)), limited('forgotPassword'));
  r.on(
    API.confirmForgotPassword,
    (ctx, { body }) => done(confirmForgotPassword(auth(ctx), body)),
    limited('confirmForgotPassword'),
  );
  r.on(API.refresh, (ctx, { body }) => refreshSession(auth(ctx), body), limited('refresh'));
  r.on(API.logout, (ctx, { body }) => done(logout(auth(ctx), body)), limited('logout'));
  r.on(API.changePassword, (ctx, { body }) => changePassword(auth(ctx), body), limited('changePassword'));
  r.on(API.me, (ctx) => currentUser(auth(ctx)));
  r.on(API.register, (ctx, { body }) => done(register(auth(ctx), body)), limited('register'));
  r.on(
    API.confirmRegistration,
    (ctx, { body }) => done(confirmRegistration(auth(ctx), body)),
    limited('confirmRegistration'),
  );
  r.on(
    API.resendConfirmation,
    (ctx, { body }) => done(resendConfirmation(auth(ctx), body)),
    limited('resendConfirmation'),
  );
  r.on(API.setAccess, (ctx, { params, body }) =>
    setAccess(auth(ctx), { usuarioId: params.id, habilitado: body.habilitado }),
  );
  r.on(API.requirePasswordReset, (ctx, { params }) => requirePasswordReset(auth(ctx), { usuarioId: params.id }));
});
