import { lazyZodRule } from '../../components/form/zod-rules';

/** The shared identity schemas, loaded on demand so the login page's first load stays small. */
export const loadAuthSchemas = () => import('@intranet/shared/auth/auth.schemas');
const loadFields = () => import('@intranet/shared/validation/fields');

export const loginRules = {
  email: [lazyZodRule(() => loadAuthSchemas().then((s) => s.loginBody.shape.email))],
  password: [lazyZodRule(() => loadAuthSchemas().then((s) => s.loginBody.shape.password))],
};

export const newPasswordRule = lazyZodRule(() => loadFields().then((f) => f.passwordField));
