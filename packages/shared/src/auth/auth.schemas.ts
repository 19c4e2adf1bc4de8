import { z } from 'zod';
import { MSG } from '../validation/messages';
import { codeField, emailField, min2Field, passwordField } from '../validation/fields';
import { PASSWORD_MAX } from './password-policy';

/** Request and response shapes of the identity calls (/v1/auth/*), shared by forms and the server. */
const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: MSG.invalidData });
/** A password to check, not to set: any content, within the one length limit. */
const anyPassword = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .max(PASSWORD_MAX, { error: MSG.passwordMax });
const opaque = z
  .string({ error: MSG.invalidData })
  .min(1, { error: MSG.invalidData })
  .max(4096, { error: MSG.invalidData });

export const loginBody = body({ email: emailField, password: anyPassword });
export const newPasswordBody = body({ email: emailField, session: opaque, password: passwordField });
export const forgotPasswordBody = body({ email: emailField });
export const confirmForgotPasswordBody = body({ email: emailField, code: codeField, password: passwordField });
export const refreshBody = body({ refreshToken: opaque });
export const changePasswordBody = body({ oldPassword: anyPassword, newPassword: passwordField });
export const registerBody = body({
  nome: min2Field.max(200, { error: MSG.invalidData }),
  email: emailField,
  password: passwordField,
});
export const confirmRegistrationBody = body({ email: emailField, code: codeField });
export const accessBody = body({ habilitado: z.boolean({ error: MSG.invalidData }) });

export const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';
export const tokensResponse = z.object({ idToken: z.string(), refreshToken: z.string() });
export const challengeResponse = z.object({ challenge: z.literal(NEW_PASSWORD_REQUIRED), session: z.string() });
export const loginResponse = z.union([tokensResponse, challengeResponse]);
export const okResponse = z.object({ ok: z.literal(true) });

/** The signed-in user as the web app keeps it (spec 000 §3); roles come fresh from the database. */
export const meResponse = z.object({
  userId: z.string(),
  usuarioId: z.number(),
  email: z.string(),
  roles: z.array(z.string()),
  modules: z.array(z.string()),
  employee: z.boolean(),
  nome: z.string().nullable(),
});

/** What the forms send: the request bodies as their schemas accept them. */
export type LoginBody = z.input<typeof loginBody>;
export type NewPasswordBody = z.input<typeof newPasswordBody>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ConfirmForgotPasswordBody = z.input<typeof confirmForgotPasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type ConfirmRegistrationBody = z.input<typeof confirmRegistrationBody>;
export type Tokens = z.infer<typeof tokensResponse>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type Me = z.infer<typeof meResponse>;
