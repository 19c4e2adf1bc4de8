import type { PermissionMap } from '../access/permission';

/**
 * The résumé: every signed-in user keeps their own (the candidate's role `user`); reading someone
 * else's (`/users/curriculum/:id`, its PDF) is for the curriculo, talent-bank and HR roles.
 */
export const RESUME_PERMISSIONS = {
  'resume.mine': { level: 'user' },
  'resume.read': { level: 'read', area: 'resume' },
} as const satisfies PermissionMap<'resume'>;
