import type { PermissionMap } from '../access/permission';

/**
 * Employee documents and their categories (docs/hr-people.md): every employee opens the documents
 * screen and reads their own (area staff: HR roles, then every employee's pagina_inicial; whose
 * records a caller sees is documents.policy); HR readers list everyone's, requesters register, edit
 * and delete them; HR managers keep the categories.
 */
export const DOCUMENTS_PERMISSIONS = {
  'documents.view': { level: 'read', area: 'staff' },
  'documents.list': { level: 'read', area: 'people' },
  'documents.create': { level: 'write', area: 'people' },
  'documents.edit': { level: 'write', area: 'people' },
  'documents.delete': { level: 'write', area: 'people' },
  'document-category.list': { level: 'read', area: 'people' },
  'document-category.create': { level: 'manage', area: 'people' },
  'document-category.edit': { level: 'manage', area: 'people' },
  'document-category.delete': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'documents' | 'document-category'>;
