import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  arquivo,
  conteudo,
  conteudoImagem,
  onboarding,
  onboardingTrilha,
  trilha,
  trilhaConteudo,
  usuario,
  usuarioOnboarding,
} from '../../db/schema';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { type Rgb, rectanglePng } from '../../db/seed/png';
import type { Storage } from '../../platform/files/storage';
import { syncParticipation } from './onboarding.repository';

const COLORS: Rgb[] = [
  [33, 150, 243],
  [76, 175, 80],
  [255, 152, 0],
  [156, 39, 176],
  [0, 150, 136],
  [233, 30, 99],
  [63, 81, 181],
  [121, 85, 72],
  [96, 125, 139],
  [205, 220, 57],
  [255, 87, 34],
  [0, 188, 212],
];

const CONTENTS: { titulo: string; resumo: string; paragrafos: string[]; cargo: string[]; departamento: string[] }[] = [
  {
    titulo: 'Bem-vindo ao grupo',
    resumo: 'Quem somos e como chegamos até aqui.',
    paragrafos: [
      'Somos um grupo de provedores de internet com atuação em Minas Gerais e Mato Grosso.',
      'Nosso propósito é <strong>conectar pessoas</strong> com qualidade e proximidade.',
    ],
    cargo: ['todos'],
    departamento: ['todos'],
  },
  {
    titulo: 'Nossa história',
    resumo: 'Da primeira torre aos milhares de clientes.',
    paragrafos: ['Começamos com uma única torre de rádio.', 'Hoje levamos <em>fibra óptica</em> a dezenas de cidades.'],
    cargo: ['todos'],
    departamento: ['todos'],
  },
  {
    titulo: 'Estrutura do grupo',
    resumo: 'Bitcom, RazãoInfo e Vetorial.',
    paragrafos: ['Cada provedor tem sua equipe, mas compartilhamos as áreas de apoio.'],
    cargo: ['todos'],
    departamento: ['todos'],
  },
  {
    titulo: 'Missão, visão e valores',
    resumo: 'O que nos guia no dia a dia.',
    paragrafos: [
      '<strong>Missão:</strong> conectar pessoas e negócios.',
      '<strong>Valores:</strong> respeito, transparência e excelência.',
    ],
    cargo: ['todos'],
    departamento: ['todos'],
  },
  {
    titulo: 'Código de conduta',
    resumo: 'Como nos relacionamos com colegas e clientes.',
    paragrafos: ['Tratamos todos com respeito.', 'Conflitos de interesse devem ser comunicados ao gestor.'],
    cargo: ['todos'],
    departamento: ['todos'],
  },
  {
    titulo: 'Diversidade e inclusão',
    resumo: 'Um ambiente em que todos têm lugar.',
    paragrafos: ['Valorizamos a diversidade de origens, ideias e experiências.'],
    cargo: ['todos'],
    departamento: ['todos'],
  },
  {
    titulo: 'Intranet e comunicação interna',
    resumo: 'Onde encontrar notícias, FAQ e o manual.',
    paragrafos: ['A intranet reúne notícias, perguntas frequentes e o manual do colaborador.'],
    cargo: ['todos'],
    departamento: ['todos'],
  },
  {
    titulo: 'Ponto e jornada',
    resumo: 'Registro de ponto, banco de horas e folgas.',
    paragrafos: ['Registre o ponto na entrada, no intervalo e na saída.'],
    cargo: ['analista'],
    departamento: ['recursos-humanos'],
  },
  {
    titulo: 'Benefícios',
    resumo: 'Plano de saúde, vale-refeição e mais.',
    paragrafos: ['Os benefícios passam a valer a partir do primeiro dia útil do mês seguinte à admissão.'],
    cargo: ['todos'],
    departamento: ['recursos-humanos'],
  },
  {
    titulo: 'Senhas e acessos',
    resumo: 'Boas práticas para proteger sua conta.',
    paragrafos: [
      'Nunca compartilhe sua senha.',
      'Use senhas fortes, com letras maiúsculas, minúsculas, números e símbolos.',
    ],
    cargo: ['todos'],
    departamento: ['tecnologia'],
  },
  {
    titulo: 'Phishing e golpes',
    resumo: 'Como reconhecer mensagens falsas.',
    paragrafos: ['Desconfie de links inesperados e pedidos urgentes de dados.'],
    cargo: ['todos'],
    departamento: ['tecnologia'],
  },
  {
    titulo: 'LGPD no dia a dia',
    resumo: 'Cuidados com os dados dos clientes.',
    paragrafos: [
      'Acesse apenas os dados necessários ao seu trabalho.',
      'Relate incidentes de segurança imediatamente.',
    ],
    cargo: ['todos'],
    departamento: ['todos'],
  },
];

const TRAILS: { nome: string; contents: number[] }[] = [
  { nome: 'Boas-vindas', contents: [0, 1, 2] },
  { nome: 'Cultura e valores', contents: [3, 4, 5] },
  { nome: 'Rotina de trabalho', contents: [6, 7, 8] },
  { nome: 'Segurança da informação', contents: [9, 10, 11] },
];

/** A demo image: an arquivo row, and its bytes when a storage is at hand. */
async function seedImage(
  db: Db,
  storage: Storage | undefined,
  nome: string,
  color: Rgb,
  size: [number, number],
): Promise<string> {
  const id = randomUUID();
  const body = rectanglePng(size[0], size[1], color);
  const chave = `imagens/${id}`;
  if (storage) await storage.put(chave, body, 'image/png');
  await db.insert(arquivo).values({ id, bucket: 'imagens', nome, mime: 'image/png', tamanho: body.length, chave });
  return id;
}

const at = (daysAgo: number, hour = 9) =>
  sql`now() - make_interval(days => ${daysAgo}) + make_interval(hours => ${hour - 12})`;

/**
 * Onboarding demo: 12 contents with images, 4 trails, 2 onboardings (one for the placement of
 * colaborador@, Bitcom / Recursos Humanos / first position) and employees at different points:
 * Ana finished, colaborador@ half-way, novo@ not started; the admin half-way through the other one.
 */
export async function seedOnboarding(db: Db, { org, accounts, storage }: ModuleSeedContext): Promise<void> {
  const contentIds: number[] = [];
  for (const [index, c] of CONTENTS.entries()) {
    const cover = await seedImage(db, storage, `capa-${index + 1}.png`, COLORS[index], [320, 180]);
    const aux =
      index % 3 === 0
        ? [await seedImage(db, storage, `apoio-${index + 1}.png`, COLORS[(index + 6) % 12], [160, 120])]
        : [];
    const texto = [
      `<h2 style="text-align: center">${c.titulo}</h2>`,
      ...c.paragrafos.map((p) => `<p>${p}</p>`),
      ...aux.map((id) => `<p><img src="/v1/files/${id}" alt="Imagem de apoio" /></p>`),
    ].join('');
    const [row] = await db
      .insert(conteudo)
      .values({
        titulo: c.titulo,
        resumo: c.resumo,
        texto,
        id_imagem_capa: cover,
        hashtags_cargo: c.cargo,
        hashtags_departamento: c.departamento,
        hashtags_empresa: ['bitcom', 'razaoinfo', 'vetorial'],
      })
      .returning({ id: conteudo.id });
    contentIds.push(row.id);
    if (aux.length)
      await db
        .insert(conteudoImagem)
        .values(aux.map((id_arquivo, i) => ({ id_conteudo: row.id, id_arquivo, ordem: i + 1 })));
  }

  const trailIds: number[] = [];
  for (const t of TRAILS) {
    const [row] = await db.insert(trilha).values({ nome: t.nome }).returning({ id: trilha.id });
    trailIds.push(row.id);
    await db
      .insert(trilhaConteudo)
      .values(t.contents.map((c, i) => ({ id_trilha: row.id, id_conteudo: contentIds[c], prioridade: i + 1 })));
  }

  const bitcom = org.companies.find((c) => c.nome === 'Bitcom')!;
  const deps = org.departments.get('Bitcom')!;
  const rh = deps.get('Recursos Humanos')!;
  const ti = deps.get('Tecnologia')!;
  const [rhOnboarding] = await db
    .insert(onboarding)
    .values({
      titulo: 'Integração Recursos Humanos',
      id_empresa: bitcom.id,
      id_departamento: rh,
      id_cargo: org.positionsByDepartment.get(rh)![0].id,
    })
    .returning({ id: onboarding.id });
  const [tiOnboarding] = await db
    .insert(onboarding)
    .values({
      titulo: 'Integração Tecnologia',
      id_empresa: bitcom.id,
      id_departamento: ti,
      id_cargo: org.positionsByDepartment.get(ti)![3].id,
    })
    .returning({ id: onboarding.id });
  await db.insert(onboardingTrilha).values([
    { id_onboarding: rhOnboarding.id, id_trilha: trailIds[0], prioridade: 1 },
    { id_onboarding: rhOnboarding.id, id_trilha: trailIds[1], prioridade: 2 },
    { id_onboarding: rhOnboarding.id, id_trilha: trailIds[2], prioridade: 3 },
    { id_onboarding: tiOnboarding.id, id_trilha: trailIds[0], prioridade: 1 },
    { id_onboarding: tiOnboarding.id, id_trilha: trailIds[3], prioridade: 2 },
  ]);
  await syncParticipation(db, { onboardingIds: [rhOnboarding.id, tiOnboarding.id] });

  // Reading progress: the first `read` contents of the onboarding (in order) finished, plus one started.
  const participants = await db
    .select({
      id: usuarioOnboarding.id,
      id_usuario: usuarioOnboarding.id_usuario,
      id_onboarding: usuarioOnboarding.id_onboarding,
      email: usuario.email,
    })
    .from(usuarioOnboarding)
    .innerJoin(usuario, eq(usuario.id, usuarioOnboarding.id_usuario))
    .where(inArray(usuarioOnboarding.id_onboarding, [rhOnboarding.id, tiOnboarding.id]));
  const plan = new Map<number, { trails: number[]; read: number }>();
  for (const p of participants) {
    const trails = p.id_onboarding === rhOnboarding.id ? [0, 1, 2] : [0, 3];
    let read = 0;
    if (p.id_usuario === accounts.colaborador.usuarioId) read = 4;
    else if (p.id_usuario === accounts.admin.usuarioId) read = 2;
    else if (p.id_usuario === accounts.novo.usuarioId) read = 0;
    else read = trails.length * 3;
    plan.set(p.id, { trails, read });
  }
  for (const p of participants) {
    const { trails, read } = plan.get(p.id)!;
    const sequence = trails.flatMap((t) =>
      TRAILS[t].contents.map((c) => ({ id_trilha: trailIds[t], id_conteudo: contentIds[c] })),
    );
    const rows = sequence.slice(0, Math.min(read + 1, sequence.length)).map((s, i) => ({ ...s, finished: i < read }));
    if (read === 0) continue;
    for (const [i, r] of rows.entries()) {
      const daysAgo = 20 - i * 2;
      await db.execute(sql`
        insert into rh_usuario_onboarding_conteudo (id_usuario_onboarding, id_funcionario, id_onboarding, id_trilha, id_conteudo, data_inicio, data_fim, finalizado)
        values (${p.id}, ${p.id_usuario}, ${p.id_onboarding}, ${r.id_trilha}, ${r.id_conteudo}, ${at(daysAgo, 9)}, ${r.finished ? at(daysAgo, 10) : null}, ${r.finished})`);
    }
    await db.execute(sql`update rh_usuario_onboarding set data_inicio = ${at(20, 9)} where id = ${p.id}`);
  }
  await syncParticipation(db, { onboardingIds: [rhOnboarding.id, tiOnboarding.id] });
}
