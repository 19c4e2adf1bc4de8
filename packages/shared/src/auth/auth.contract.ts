import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
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
} from './auth.schemas';

const usuarioParams = z.object({ id: idParam });

/** Identity calls: sign-in, passwords, sessions, self-registration and the superadmin's access switches. */
export const AUTH_API = {
  login: endpoint({
    method: 'POST',
    path: '/v1/auth/login',
    access: 'public.call',
    body: loginBody,
    response: loginResponse,
  }),
  newPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/new-password',
    access: 'public.call',
    body: newPasswordBody,
    response: tokensResponse,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/forgot-password',
    access: 'public.call',
    body: forgotPasswordBody,
    response: okResponse,
  }),
  confirmForgotPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/confirm-forgot-password',
    access: 'public.call',
    body: confirmForgotPasswordBody,
    response: okResponse,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/v1/auth/refresh',
    access: 'public.call',
    body: refreshBody,
    response: tokensResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v1/auth/logout',
    access: 'public.call',
    body: refreshBody,
    response: okResponse,
  }),
  /** Ends the user's other sessions; the current one goes on with the tokens answered. */
  changePassword: endpoint({
    method: 'POST',
    path: '/v1/auth/change-password',
    access: 'session.any',
    body: changePasswordBody,
    response: tokensResponse,
  }),
  me: endpoint({ method: 'GET', path: '/v1/auth/me', access: 'session.any', response: meResponse }),
  register: endpoint({
    method: 'POST',
    path: '/v1/auth/register',
    access: 'public.call',
    body: registerBody,
    response: okResponse,
  }),
  confirmRegistration: endpoint({
    method: 'POST',
    path: '/v1/auth/confirm-registration',
    access: 'public.call',
    body: confirmRegistrationBody,
    response: okResponse,
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/v1/auth/resend-confirmation',
    access: 'public.call',
    body: forgotPasswordBody,
    response: okResponse,
  }),
  setAccess: endpoint({
    method: 'PUT',
    path: '/v1/admin/usuarios/:id/acesso',
    access: 'admin.superadmin',
    params: usuarioParams,
    body: accessBody,
    response: z.object({ id_usuario: z.number(), habilitado: z.boolean() }),
  }),
  requirePasswordReset: endpoint({
    method: 'PUT',
    path: '/v1/admin/usuarios/:id/redefinir-senha',
    access: 'admin.superadmin',
    params: usuarioParams,
    response: z.object({ id_usuario: z.number(), status: z.literal('RESET_REQUIRED') }),
  }),
} as const;
