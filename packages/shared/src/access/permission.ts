import type { AccessRule } from '../auth/access-rule';

/** One action's rule: the level it needs and the area whose roles count. */
export type Permission = AccessRule;

/** An area's map of actions (`'<area>.<verb>'`) to rules. */
export type PermissionMap<Prefix extends string> = Record<`${Prefix}.${string}`, Permission>;
