import type { PermissionMap } from '../access/permission';

/**
 * Who may do what in the FAQ: anyone reads the public questions and votes on them; every employee
 * (area intranet) reads the internal ones too; the FAQ's staff (perguntas_frequentes and HR) list every
 * question with its votes, requesters write questions and categories, managers delete.
 */
export const FAQ_PERMISSIONS = {
  'faq.public': { level: 'public' },
  'faq.read': { level: 'read', area: 'intranet' },
  'faq.list': { level: 'read', area: 'faq' },
  'faq.create': { level: 'write', area: 'faq' },
  'faq.edit': { level: 'write', area: 'faq' },
  'faq.delete': { level: 'manage', area: 'faq' },
  'faq-category.list': { level: 'read', area: 'faq' },
  'faq-category.create': { level: 'write', area: 'faq' },
  'faq-category.edit': { level: 'write', area: 'faq' },
  'faq-category.delete': { level: 'manage', area: 'faq' },
} as const satisfies PermissionMap<'faq' | 'faq-category'>;
