import { AUTH_API as API } from '@intranet/shared/auth/auth.contract';
import { defineRoutes } from '../../platform/http/routes';
import { decoyHash } from '../../platform/auth/passwords';
import { requirePasswordReset, setAccess } from './access-admin.service';
import { authContextOf } from './auth.context';
import { AUTH_RATE_LIMITS as LIMIT, perAddress } from './auth.limits';
import { confirmForgotPassword, forgotPassword } from './password-reset.service';
import { confirmRegistration, register, resendConfirmation } from './registration.service';
import { currentUser, logout, refreshSession } from './session.service';
import { changePassword, completeNewPassword, login } from './sign-in.service';

const OK = { ok: true } as const;

/** Identity: sign-in, passwords, sessions, self-registration and the superadmin's access switches. */
export const authRoutes = defineRoutes('auth', (r, app) => {
  const ctx = authContextOf(app);
  const scale = app.config.rateLimitScale;
  const limited = (perMinute: number) => ({ config: { rateLimit: perAddress(scale * perMinute) } });
  void decoyHash();

  r.on(API.login, (_, { body }) => login(ctx, body), limited(LIMIT.login));
  r.on(API.newPassword, (_, { body }) => completeNewPassword(ctx, body), limited(LIMIT.newPassword));
  r.on(API.forgotPassword, async (_, { body }) => {
    await forgotPassword(ctx, body);
    return OK;
  }, limited(LIMIT.forgotPassword));
  r.on(API.confirmForgotPassword, async (_, { body }) => {
    await confirmForgotPassword(ctx, body);
    return OK;
  }, limited(LIMIT.confirmForgotPassword));
  r.on(API.refresh, (_, { body }) => refreshSession(ctx, body), limited(LIMIT.refresh));
  r.on(API.logout, async (_, { body }) => {
    await logout(ctx, body);
    return OK;
  }, limited(LIMIT.logout));
  r.on(API.changePassword, async ({ actor }, { body }) => {
    await changePassword(ctx, actor, body);
    return OK;
  }, limited(LIMIT.changePassword));
  r.on(API.me, ({ actor }) => currentUser(ctx, actor));
  r.on(API.register, async (_, { body }) => {
    await register(ctx, body);
    return OK;
  }, limited(LIMIT.register));
  r.on(API.confirmRegistration, async (_, { body }) => {
    await confirmRegistration(ctx, body);
    return OK;
  }, limited(LIMIT.confirmRegistration));
  r.on(API.resendConfirmation, async (_, { body }) => {
    await resendConfirmation(ctx, body);
    return OK;
  }, limited(LIMIT.resendConfirmation));
  r.on(API.setAccess, ({ actor }, { params, body }) => setAccess(ctx, actor, { usuarioId: params.id, habilitado: body.habilitado }));
  r.on(API.requirePasswordReset, ({ actor }, { params }) => requirePasswordReset(ctx, actor, { usuarioId: params.id }));
});
