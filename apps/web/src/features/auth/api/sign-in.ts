import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

/** The identity contract (and zod with it) loads when the form is sent, not with the sign-in page. */
export async function signIn(body: LoginBody) {
  const { AUTH_API } = await import('@intranet/shared/auth/auth.contract');
  return call(AUTH_API.login, { body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

/** The sign-in form checked by the shared schema (loaded on submit): the first message of each field. */
export async function checkLogin(values: LoginBody): Promise<LoginErrors> {
  const [{ loginBody }] = await Promise.all([
    import('@intranet/shared/auth/auth.schemas'),
    import('../../../lib/zod-pt-br'),
  ]);
  const result = loginBody.safeParse(values);
  const errors: LoginErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as keyof LoginBody;
    errors[field] ??= issue.message;
  }
  return errors;
}
