import type { PermissionMap } from '../access/permission';

/**
 * Careers: anyone reads the open vacancies; a signed-in user (the candidate's role `user`) applies,
 * follows their applications and exports or deletes their data; the talent-bank and HR roles
 * read the vacancies, pipelines, the keyword search, the talent bank and the dashboard, and their
 * requesters and managers write vacancies and move applicants (spec 000 §2.5, §6).
 */
export const CAREERS_PERMISSIONS = {
  'careers.public': { level: 'public' },
  'careers.apply': { level: 'user' },
  'careers.mine': { level: 'user' },
  'careers.list': { level: 'read', area: 'careers' },
  'careers.write': { level: 'write', area: 'careers' },
  'careers.move': { level: 'write', area: 'careers' },
  'careers.search': { level: 'read', area: 'careers' },
  'careers.talentBank': { level: 'read', area: 'careers' },
  'careers.dashboard': { level: 'read', area: 'careers' },
} as const satisfies PermissionMap<'careers'>;
