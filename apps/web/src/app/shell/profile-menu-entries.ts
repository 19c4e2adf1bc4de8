import { isAnyManager, isEmployee } from '@intranet/shared/auth/roles';
import { isBuiltRoute } from '../../lib/built-routes';
import type { SessionUser } from '../../lib/session';

export type ProfileMenuEntry = {
  key: 'profile' | 'resume' | 'documents' | 'family' | 'signature' | 'password' | 'users' | 'settings' | 'logout';
  label: string;
  path?: string;
};

/**
 * The profile dropdown: Meu perfil, Currículo, Meus documentos, Minha família and Assinatura de e-mail for employees, Alterar senha, Usuários and Configurações for module
 * managers only, Sair. Entries with a path show only when their screen is built.
 */
export function profileMenuEntries(user: Pick<SessionUser, 'roles' | 'usuarioId'>): ProfileMenuEntry[] {
  const manager = isAnyManager(user.roles);
  const entries: ProfileMenuEntry[] = [
    { key: 'profile', label: 'Meu perfil', path: `/users/profile/${user.usuarioId}` },
    { key: 'resume', label: 'Currículo', path: '/resume/list' },
    ...(isEmployee(user.roles)
      ? ([
          { key: 'documents', label: 'Meus documentos', path: '/documents/list' },
          { key: 'family', label: 'Minha família', path: '/family/list' },
          { key: 'signature', label: 'Assinatura de e-mail', path: '/emailsignature/list' },
        ] satisfies ProfileMenuEntry[])
      : []),
    { key: 'password', label: 'Alterar senha' },
    ...(manager
      ? ([
          { key: 'users', label: 'Usuários', path: '/users/list' },
          { key: 'settings', label: 'Configurações', path: '/settings/home' },
        ] satisfies ProfileMenuEntry[])
      : []),
    { key: 'logout', label: 'Sair' },
  ];
  return entries.filter((e) => !e.path || isBuiltRoute(e.path));
}
