import type { PermissionMap } from '../access/permission';

/**
 * Images are uploaded by the staff screens that upload (contents, campaigns …) and read by any
 * signed-in user; lead spreadsheets carry customers' personal data and are read and written only by
 * those who import leads.
 */
export const FILES_PERMISSIONS = {
  'files.readImage': { level: 'user' },
  /** The upload call's gate: anyone signed in reaches it, and the bucket's own upload action decides (files.rules). */
  'files.upload': { level: 'user' },
  'files.uploadImage': { level: 'write', area: 'imageUploads' },
  'files.imports': { level: 'write', area: 'sales' },
} as const satisfies PermissionMap<'files'>;
