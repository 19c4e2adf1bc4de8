import { searchText } from '@intranet/shared/careers/careers.rules';
import { foldText } from '@intranet/shared/format/text';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidatura,
  candidaturaEtapa,
  curriculo,
  curriculoCertificado,
  curriculoExperiencia,
  curriculoFormacao,
  usuario,
  vaga,
  vendasCanal,
} from '../../db/schema';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { dayFromToday } from '@intranet/shared/calendar/days';

type Mode = 'presencial' | 'hibrido' | 'remoto';
/** Title, openings, city, days since opening, days open, work mode, role, keywords. */
const VACANCIES: [string, number, string | null, number, number, Mode, string, string][] = [
  [
    'Analista de Suporte N1',
    3,
    'Belo Horizonte',
    5,
    45,
    'presencial',
    'Suporte técnico',
    'suporte, atendimento, redes, fibra',
  ],
  [
    'Técnico de Campo',
    5,
    'Contagem',
    12,
    60,
    'presencial',
    'Instalação de fibra óptica',
    'técnico, fibra, instalação, CNH',
  ],
  ['Consultor de Vendas', 4, 'Betim', 20, 60, 'presencial', 'Vendas externas', 'vendas, comercial, metas'],
  [
    'Analista de Infraestrutura',
    1,
    'Belo Horizonte',
    28,
    60,
    'hibrido',
    'Redes e servidores',
    'linux, redes, mikrotik, bgp',
  ],
  ['Desenvolvedor Full Stack', 2, null, 35, 90, 'remoto', 'Desenvolvimento', 'typescript, react, node, postgresql'],
  ['Assistente de DP', 1, 'Uberlândia', 41, 60, 'presencial', 'Departamento pessoal', 'folha, admissão, eSocial'],
  ['Supervisor de Atendimento', 1, 'Uberaba', 47, 60, 'presencial', 'Atendimento', 'liderança, call center'],
  ['Auxiliar Técnico', 6, 'Cuiabá', 53, 70, 'presencial', 'Apoio técnico', 'técnico, auxiliar, redes'],
  ['Analista de Marketing', 1, 'Várzea Grande', 60, 75, 'hibrido', 'Marketing digital', 'marketing, mídias, campanhas'],
  ['Atendente de Loja', 2, 'Rondonópolis', 66, 80, 'presencial', 'Atendimento em loja', 'atendimento, vendas'],
  ['Analista de Retenção', 2, 'Belo Horizonte', 72, 30, 'presencial', 'Retenção de clientes', 'retenção, atendimento'],
  ['Designer', 1, null, 80, 30, 'remoto', 'Design gráfico', 'design, figma, identidade visual'],
];

type Person = {
  nome: string;
  sobrenome: string;
  email: string;
  cidade: string;
  estado: string;
  resumo: string;
  funcao: string;
  empresa: string;
  curso: string;
  ie: string;
};
/** Candidates of the talent bank (without sign-in: their résumés came in before). */
const PEOPLE: Person[] = [
  {
    nome: 'Joana',
    sobrenome: 'Ribeiro',
    email: 'joana.ribeiro@exemplo.com.br',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    resumo: 'Técnica em redes com experiência em fibra óptica.',
    funcao: 'Técnica de Redes',
    empresa: 'Conecta Telecom',
    curso: 'Técnico em Redes de Computadores',
    ie: 'CEFET-MG',
  },
  {
    nome: 'Paulo',
    sobrenome: 'Souza',
    email: 'paulo.souza@exemplo.com.br',
    cidade: 'Contagem',
    estado: 'MG',
    resumo: 'Instalador com CNH B e experiência em campo.',
    funcao: 'Instalador de Fibra',
    empresa: 'Rede Minas Net',
    curso: 'Ensino Médio',
    ie: 'Escola Estadual Central',
  },
  {
    nome: 'Luíza',
    sobrenome: 'Almeida',
    email: 'luiza.almeida@exemplo.com.br',
    cidade: 'Cuiabá',
    estado: 'MT',
    resumo: 'Vendedora com foco em metas e relacionamento.',
    funcao: 'Consultora Comercial',
    empresa: 'Loja Bom Preço',
    curso: 'Administração',
    ie: 'UFMT',
  },
  {
    nome: 'Rafael',
    sobrenome: 'Costa',
    email: 'rafael.costa@exemplo.com.br',
    cidade: 'Uberlândia',
    estado: 'MG',
    resumo: 'Desenvolvedor TypeScript e React.',
    funcao: 'Desenvolvedor Front-end',
    empresa: 'Software Cerrado',
    curso: 'Sistemas de Informação',
    ie: 'UFU',
  },
];

/**
 * Vacancies of the three providers (two already closed), the demo candidate's résumé and
 * applications, and a small talent bank with applications at every stage for the dashboard.
 */
export async function seedCareers(db: Db, { org, accounts }: ModuleSeedContext): Promise<void> {
  const managers = [accounts.rhGestor.usuarioId, accounts.admin.usuarioId, null];
  const vacancies = await db
    .insert(vaga)
    .values(
      VACANCIES.map(([titulo_vaga, vagas, cidade, daysAgo, daysOpen, modalidade, funcao, palavras_chave], i) => {
        const descricao = `<p>Procuramos uma pessoa para a vaga de <strong>${titulo_vaga}</strong>, na área de ${funcao.toLowerCase()}.</p><ul><li>Plano de saúde e odontológico</li><li>Vale-refeição</li><li>Internet em casa</li></ul>`;
        const requisitos = 'Ensino médio completo. Boa comunicação. Vontade de aprender.';
        return {
          titulo_vaga,
          vagas,
          cidade,
          funcao,
          modalidade,
          palavras_chave,
          descricao,
          requisitos,
          id_gestor: managers[i % managers.length],
          id_empresa: org.companies[i % org.companies.length].id,
          data_inicio: dayFromToday(-daysAgo),
          data_fim: dayFromToday(daysOpen - daysAgo),
          busca: searchText(titulo_vaga, funcao, cidade, palavras_chave, requisitos, descricao),
        };
      }),
    )
    .returning({ id: vaga.id, titulo_vaga: vaga.titulo_vaga, data_inicio: vaga.data_inicio });
  const byTitle = new Map(vacancies.map((v) => [v.titulo_vaga, v]));
  const channels = await db.select({ id: vendasCanal.id, nome: vendasCanal.nome }).from(vendasCanal);
  const channel = (nome: string) =>
    channels.find((c) => foldText(c.nome) === foldText(nome))?.id ?? channels[0]?.id ?? null;

  const candidateId = accounts.candidato.usuarioId;
  await writeResume(db, candidateId, {
    nome: 'Cândida',
    sobrenome: 'Candidata',
    email: '',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    resumo: 'Atendimento ao cliente e suporte técnico de internet.',
    funcao: 'Atendente de Suporte',
    empresa: 'Provedor Alfa',
    curso: 'Técnico em Informática',
    ie: 'SENAI',
  });
  await db.insert(curriculoCertificado).values({
    id_usuario: candidateId,
    organizacao: 'Furukawa',
    descricao: 'Fibra óptica FTTH',
    data_emissao: '2024-03-02',
    data_validade: '2027-03-02',
  });

  const people: number[] = [];
  for (const p of PEOPLE) {
    const [u] = await db
      .insert(usuario)
      .values({ nome: p.nome, sobrenome: p.sobrenome, email: p.email, funcionario: false })
      .returning({ id: usuario.id });
    await writeResume(db, u.id, p);
    people.push(u.id);
  }

  /** Applications: [person, vacancy title, stages passed through, channel]. */
  const APPS: [number, string, ('inscrito' | 'triagem' | 'entrevista' | 'aprovado' | 'reprovado')[], string | null][] =
    [
      [candidateId, 'Analista de Suporte N1', ['inscrito', 'triagem'], 'Facebook'],
      [candidateId, 'Atendente de Loja', ['inscrito'], null],
      [people[0], 'Técnico de Campo', ['inscrito', 'triagem', 'entrevista', 'aprovado'], 'Google'],
      [people[1], 'Técnico de Campo', ['inscrito', 'triagem', 'reprovado'], 'Facebook'],
      [people[2], 'Consultor de Vendas', ['inscrito', 'triagem', 'entrevista'], 'Instagram'],
      [people[3], 'Desenvolvedor Full Stack', ['inscrito', 'triagem', 'entrevista', 'aprovado'], null],
      [people[0], 'Auxiliar Técnico', ['inscrito'], 'Google'],
    ];
  for (const [who, title, stages, via] of APPS) {
    const v = byTitle.get(title)!;
    const [a] = await db
      .insert(candidatura)
      .values({ id_vaga: v.id, id_usuario: who, etapa: stages[stages.length - 1], id_canal: via ? channel(via) : null })
      .returning({ id: candidatura.id });
    const start = new Date(`${v.data_inicio}T12:00:00Z`).getTime();
    await db.insert(candidaturaEtapa).values(
      stages.map((etapa, i) => ({
        id_candidatura: a.id,
        etapa,
        nota: i === 0 ? 'Candidatura enviada pelo site de vagas.' : `Movido para ${etapa}.`,
        id_autor: i === 0 ? who : accounts.rhGestor.usuarioId,
        created_at: new Date(start + (i + 1) * 3 * 86_400_000),
      })),
    );
  }
}

async function writeResume(db: Db, userId: number, p: Person) {
  const experience = {
    empresa: p.empresa,
    funcao: p.funcao,
    cidade: p.cidade,
    estado: p.estado,
    descricao: p.resumo,
    data_inicio: '2021-03-02',
    data_fim: null,
    emprego_atual: true,
  };
  const education = {
    situacao: 'CONCLUIDO' as const,
    descricao: p.curso,
    ie: p.ie,
    data_inicio: '2017-02-02',
    data_fim: '2019-12-02',
  };
  await db.insert(curriculoExperiencia).values({ id_usuario: userId, ...experience });
  await db.insert(curriculoFormacao).values({ id_usuario: userId, ...education });
  const [u] = await db
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.id, userId));
  await db.insert(curriculo).values({
    id_usuario: userId,
    cidade: p.cidade,
    estado: p.estado,
    resumo: p.resumo,
    telefone: '(31) 99999-0000',
    busca: searchText(
      u?.nome,
      u?.sobrenome,
      p.cidade,
      p.estado,
      p.resumo,
      p.empresa,
      p.funcao,
      p.cidade,
      p.curso,
      p.ie,
    ),
  });
}
