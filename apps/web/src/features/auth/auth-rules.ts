import { lazyZodRule } from '../../components/form/zod-rules';

/** The shared password field, loaded on demand so the sign-in screens' first load stays small. */
const loadFields = () => import('@intranet/shared/validation/fields');

export const newPasswordRule = lazyZodRule(() => loadFields().then((f) => f.passwordField));
