import type { Db } from '../client';
import { cargo, cidadeProvedor, departamento, empresa, setor, sistema, usuario, usuarioEmpresa } from '../schema';

export type SeededOrganization = {
  companies: { id: number; nome: string }[];
  /** departments by company name then department name */
  departments: Map<string, Map<string, number>>;
  /** first position of each department: department id → position id */
  positionsByDepartment: Map<number, { id: number; id_setor: number }[]>;
  employeeIds: number[];
};

const COMPANIES = ['Bitcom', 'RazãoInfo', 'Vetorial'];
const SYSTEMS = ['BITCOM', 'RAZAO', 'VETORIAL'];
const STRUCTURE: Record<string, Record<string, string[]>> = {
  'Recursos Humanos': {
    'Departamento Pessoal': ['Analista de DP', 'Assistente de DP'],
    'Desenvolvimento Humano': ['Analista de RH', 'Coordenador de RH'],
  },
  Marketing: {
    Comunicação: ['Analista de Marketing', 'Designer'],
    'Mídia Paga': ['Analista de Mídia', 'Coordenador de Marketing'],
  },
  Comercial: {
    Vendas: ['Consultor de Vendas', 'Supervisor de Vendas'],
    Retenção: ['Analista de Retenção', 'Assistente Comercial'],
  },
  Tecnologia: {
    Infraestrutura: ['Técnico de Redes', 'Analista de Infraestrutura'],
    Sistemas: ['Desenvolvedor', 'Analista de Sistemas'],
  },
  Atendimento: {
    Suporte: ['Atendente', 'Supervisor de Atendimento'],
    'Ordem de Serviço': ['Técnico de Campo', 'Auxiliar Técnico'],
  },
};
const CITIES: Record<string, [string, string][]> = {
  Bitcom: [
    ['Belo Horizonte', 'MG'],
    ['Contagem', 'MG'],
    ['Betim', 'MG'],
  ],
  RazãoInfo: [
    ['Uberlândia', 'MG'],
    ['Uberaba', 'MG'],
  ],
  Vetorial: [
    ['Cuiabá', 'MT'],
    ['Várzea Grande', 'MT'],
    ['Rondonópolis', 'MT'],
  ],
};
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'William',
];
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Ferreira',
  'Gomes',
  'Lima',
  'Moreira',
  'Nogueira',
  'Pereira',
  'Rocha',
  'Souza',
];

export async function seedOrganization(db: Db): Promise<SeededOrganization> {
  await db
    .insert(sistema)
    .values(SYSTEMS.map((nome) => ({ nome })))
    .onConflictDoNothing();
  const companies = await db
    .insert(empresa)
    .values(COMPANIES.map((nome) => ({ nome })))
    .returning({ id: empresa.id, nome: empresa.nome });
  const departments = new Map<string, Map<string, number>>();
  const positionsByDepartment = new Map<number, { id: number; id_setor: number }[]>();
  for (const company of companies) {
    await db
      .insert(cidadeProvedor)
      .values(CITIES[company.nome].map(([nome, uf]) => ({ nome, uf, id_empresa: company.id })));
    const byName = new Map<string, number>();
    departments.set(company.nome, byName);
    for (const [depName, sectors] of Object.entries(STRUCTURE)) {
      const [dep] = await db
        .insert(departamento)
        .values({ nome: depName, id_empresa: company.id })
        .returning({ id: departamento.id });
      byName.set(depName, dep.id);
      const positions: { id: number; id_setor: number }[] = [];
      for (const [sectorName, cargos] of Object.entries(sectors)) {
        const [sec] = await db
          .insert(setor)
          .values({ nome: sectorName, id_departamento: dep.id })
          .returning({ id: setor.id });
        const rows = await db
          .insert(cargo)
          .values(cargos.map((nome) => ({ nome, id_setor: sec.id })))
          .returning({ id: cargo.id, id_setor: cargo.id_setor });
        positions.push(...rows);
      }
      positionsByDepartment.set(dep.id, positions);
    }
  }

  // A few dozen employees spread over companies, departments and positions.
  const employees: (typeof usuario.$inferInsert)[] = [];
  let n = 0;
  for (const company of companies) {
    for (const depId of departments.get(company.nome)!.values()) {
      const positions = positionsByDepartment.get(depId)!;
      for (let k = 0; k < 2; k++) {
        const pos = positions[(n + k) % positions.length];
        const nome = FIRST[n % FIRST.length];
        const sobrenome = LAST[(n * 7) % LAST.length];
        employees.push({
          nome,
          sobrenome,
          email: `${nome}.${sobrenome}.${n}@exemplo.intranet`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
          funcionario: true,
          id_empresa: company.id,
          id_departamento: depId,
          id_setor: pos.id_setor,
          id_cargo: pos.id,
          data_nascimento: `19${80 + (n % 20)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
          data_admissao: `20${String(15 + (n % 10)).padStart(2, '0')}-${String(((n * 5) % 12) + 1).padStart(2, '0')}-10`,
        });
        n++;
      }
    }
  }
  const inserted = await db
    .insert(usuario)
    .values(employees)
    .returning({ id: usuario.id, id_empresa: usuario.id_empresa });
  await db.insert(usuarioEmpresa).values(inserted.map((u) => ({ id_usuario: u.id, id_empresa: u.id_empresa! })));
  return { companies, departments, positionsByDepartment, employeeIds: inserted.map((u) => u.id) };
}
