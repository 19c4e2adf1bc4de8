/**
 * The demo accounts of the README, seeded on a new embedded database. Shared so that tests on both
 * sides walk the same accounts with the same roles.
 */
export type DemoAccount = {
  key:
    | 'admin'
    | 'rhGestor'
    | 'rhSolicitante'
    | 'colaborador'
    | 'marketing'
    | 'vendedor'
    | 'suprimentos'
    | 'frota'
    | 'candidato'
    | 'novo';
  email: string;
  nome: string;
  perfil: string;
  roles: string[];
  status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';
  employee: boolean;
};

/** The demo accounts listed in the README; all with password Demo#2026 but novo@ (Temp#2026). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@demo.intranet',
    nome: 'Administradora Demo',
    perfil: 'Super Admin',
    roles: ['users:superadmin'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'rhGestor',
    email: 'rh.gestor@demo.intranet',
    nome: 'Renata Gestora',
    perfil: 'RH Gestor',
    roles: ['rh:gestor', 'onboarding:gestor', 'pagina_inicial:leitor'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'rhSolicitante',
    email: 'rh.solicitante@demo.intranet',
    nome: 'Samuel Solicitante',
    perfil: 'RH Solicitante',
    roles: ['rh:solicitante', 'onboarding:solicitante', 'pagina_inicial:leitor'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'colaborador',
    email: 'colaborador@demo.intranet',
    nome: 'Carlos Colaborador',
    perfil: 'Colaborador',
    roles: ['pagina_inicial:leitor'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'marketing',
    email: 'marketing@demo.intranet',
    nome: 'Marina Marketing',
    perfil: 'Marketing Gestor',
    roles: ['marketing:gestor', 'vendas:gestor', 'regua_comunicacao:gestor', 'pagina_inicial:leitor'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'vendedor',
    email: 'vendedor@demo.intranet',
    nome: 'Vítor Vendedor',
    perfil: 'Vendedor',
    roles: ['vendas:solicitante', 'pagina_inicial:leitor'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'suprimentos',
    email: 'suprimentos@demo.intranet',
    nome: 'Sílvia Suprimentos',
    perfil: 'Suprimentos Gestor',
    roles: ['suprimentos:gestor', 'pagina_inicial:leitor'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'frota',
    email: 'frota@demo.intranet',
    nome: 'Fábio Frota',
    perfil: 'Frota Gestor',
    roles: ['solitacoes:gestor', 'pagina_inicial:leitor'],
    status: 'CONFIRMED',
    employee: true,
  },
  {
    key: 'candidato',
    email: 'candidato@demo.intranet',
    nome: 'Cândida Candidata',
    perfil: 'Candidato',
    roles: ['user'],
    status: 'CONFIRMED',
    employee: false,
  },
  {
    key: 'novo',
    email: 'novo@demo.intranet',
    nome: 'Nicolas Novato',
    perfil: 'Colaborador',
    roles: ['pagina_inicial:leitor'],
    status: 'FORCE_CHANGE_PASSWORD',
    employee: true,
  },
];
