import { sql } from 'drizzle-orm';
import type { ModuleSeed } from '../../db/seed/seed-context';

/** [name, address, description, icon, department (null: everyone), order] */
const SYSTEMS: [string, string, string, string, string | null, number][] = [
  ['Webmail', 'https://webmail.example.com.br', 'E-mail corporativo', 'mail', null, 1],
  ['Helpdesk', 'https://helpdesk.example.com.br', 'Chamados internos de TI e manutenção', 'support_agent', null, 2],
  ['ERP', 'https://erp.example.com.br', 'Clientes, contratos, faturas e ordens de serviço', 'business', null, 3],
  ['Ponto eletrônico', 'https://ponto.example.com.br', 'Registro e espelho de ponto', 'schedule', null, 4],
  [
    'Folha de pagamento',
    'https://folha.example.com.br',
    'Holerites, férias e admissões',
    'payments',
    'Recursos Humanos',
    1,
  ],
  [
    'Recrutamento',
    'https://recrutamento.example.com.br',
    'Testes e entrevistas dos candidatos',
    'person_search',
    'Recursos Humanos',
    2,
  ],
  [
    'Monitoramento da rede',
    'https://noc.example.com.br',
    'Alarmes dos concentradores e enlaces',
    'lan',
    'Tecnologia',
    1,
  ],
  ['Mapa de cobertura', 'https://cobertura.example.com.br', 'Viabilidade por endereço', 'map', 'Comercial', 1],
  ['Central telefônica', 'https://pabx.example.com.br', 'Filas, ramais e gravações', 'call', 'Atendimento', 1],
  ['Gerenciador de anúncios', 'https://ads.example.com.br', 'Campanhas pagas e públicos', 'campaign', 'Marketing', 1],
];

const literal = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;

/** The company's systems: the general ones and some of a department (its first one of that name). */
export const seedApplications: ModuleSeed = async (db) => {
  const values = SYSTEMS.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');
  await db.execute(sql`
    INSERT INTO rh_aplicacao (nome, url, descricao, icone, id_departamento, ordem)
    SELECT v.nome, v.url, v.descricao, v.icone,
           (SELECT min(d.id) FROM rh_departamento d WHERE d.nome = v.departamento),
           v.ordem
    FROM (VALUES ${sql.raw(values)}) AS v(nome, url, descricao, icone, departamento, ordem)
  `);
};
