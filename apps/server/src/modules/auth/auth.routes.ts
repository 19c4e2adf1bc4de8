import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessBody,
  changePasswordBody,
  confirmForgotPasswordBody,
  confirmRegistrationBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  meResponse,
  newPasswordBody,
  okResponse,
  refreshBody,
  registerBody,
  tokensResponse,
} from '@intranet/shared/auth/auth.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { decoyHash } from '../../platform/auth/passwords';
import { requirePasswordReset, setAccess } from './access-admin.service';
import { authContextOf } from './auth.context';
import { AUTH_RATE_LIMITS as LIMIT, perAddress } from './auth.limits';
import { confirmForgotPassword, forgotPassword } from './password-reset.service';
import { confirmRegistration, register, resendConfirmation } from './registration.service';
import { currentUser, logout, refreshSession } from './session.service';
import { changePassword, completeNewPassword, login } from './sign-in.service';

const PUBLIC = { level: 'public' } as const;
const OK = { ok: true } as const;

/** Identity: sign-in, passwords, sessions, self-registration and the superadmin's access switches. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = authContextOf(app);
  const scale = app.config.rateLimitScale;
  void decoyHash();

  app.post('/v1/auth/login', {
    schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.login) },
  }, async (request) => login(ctx, request.body));

  app.post('/v1/auth/new-password', {
    schema: { tags: ['auth'], body: newPasswordBody, response: { 200: tokensResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.newPassword) },
  }, async (request) => completeNewPassword(ctx, request.body));

  app.post('/v1/auth/forgot-password', {
    schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: okResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.forgotPassword) },
  }, async (request) => {
    await forgotPassword(ctx, request.body);
    return OK;
  });

  app.post('/v1/auth/confirm-forgot-password', {
    schema: { tags: ['auth'], body: confirmForgotPasswordBody, response: { 200: okResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.confirmForgotPassword) },
  }, async (request) => {
    await confirmForgotPassword(ctx, request.body);
    return OK;
  });

  app.post('/v1/auth/refresh', {
    schema: { tags: ['auth'], body: refreshBody, response: { 200: tokensResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.refresh) },
  }, async (request) => refreshSession(ctx, request.body));

  app.post('/v1/auth/logout', {
    schema: { tags: ['auth'], body: refreshBody, response: { 200: okResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.logout) },
  }, async (request) => {
    await logout(ctx, request.body);
    return OK;
  });

  app.post('/v1/auth/change-password', {
    schema: { tags: ['auth'], body: changePasswordBody, response: { 200: okResponse } },
    config: { access: { level: 'user' }, rateLimit: perAddress(scale * LIMIT.changePassword) },
  }, async (request) => {
    await changePassword(ctx, request.actor, request.body);
    return OK;
  });

  app.get('/v1/auth/me', {
    schema: { tags: ['auth'], response: { 200: meResponse } },
    config: { access: { level: 'user' } },
  }, async (request) => currentUser(ctx, request.actor));

  app.post('/v1/auth/register', {
    schema: { tags: ['auth'], body: registerBody, response: { 200: okResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.register) },
  }, async (request) => {
    await register(ctx, request.body);
    return OK;
  });

  app.post('/v1/auth/confirm-registration', {
    schema: { tags: ['auth'], body: confirmRegistrationBody, response: { 200: okResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.confirmRegistration) },
  }, async (request) => {
    await confirmRegistration(ctx, request.body);
    return OK;
  });

  app.post('/v1/auth/resend-confirmation', {
    schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: okResponse } },
    config: { access: PUBLIC, rateLimit: perAddress(scale * LIMIT.resendConfirmation) },
  }, async (request) => {
    await resendConfirmation(ctx, request.body);
    return OK;
  });

  const usuarioParams = z.object({ id: idParam });

  app.put('/v1/admin/usuarios/:id/acesso', {
    schema: {
      tags: ['auth'],
      params: usuarioParams,
      body: accessBody,
      response: { 200: z.object({ id_usuario: z.number(), habilitado: z.boolean() }) },
    },
    config: { access: { level: 'superadmin' } },
  }, async (request) => setAccess(ctx, request.actor, { usuarioId: request.params.id, habilitado: request.body.habilitado }));

  app.put('/v1/admin/usuarios/:id/redefinir-senha', {
    schema: {
      tags: ['auth'],
      params: usuarioParams,
      response: { 200: z.object({ id_usuario: z.number(), status: z.literal('RESET_REQUIRED') }) },
    },
    config: { access: { level: 'superadmin' } },
  }, async (request) => requirePasswordReset(ctx, request.actor, { usuarioId: request.params.id }));
}
