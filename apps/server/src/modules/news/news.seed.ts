import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arquivo, categoria, leitura, noticia } from '../../db/schema';
import { type Rgb, rectanglePng } from '../../db/seed/png';
import type { ModuleSeed } from '../../db/seed/seed-context';
import type { Storage } from '../../platform/files/storage';

type Item = {
  titulo: string;
  resumo: string;
  paragrafos: string[];
  categoria: 'Comunicados' | 'Eventos' | 'Benefícios';
  empresa?: 'Bitcom' | 'RazãoInfo' | 'Vetorial';
  departamento?: string;
  hashtag: string;
  fonte?: string;
  url?: string;
  importante?: boolean;
  requer_lido?: boolean;
  auxiliar?: boolean;
  diasAtras: number;
  cor: Rgb;
};

const ITEMS: Item[] = [
  {
    titulo: 'Política de Segurança da Informação 2027',
    resumo: 'A política foi revisada: senhas, acesso remoto e tratamento de dados de clientes. Leitura obrigatória.',
    paragrafos: [
      'A partir de janeiro, o acesso remoto aos sistemas internos passa a exigir a verificação em duas etapas.',
      'Dados de clientes só podem ser consultados para o atendimento em curso e nunca enviados por aplicativos pessoais.',
      'Em caso de suspeita de incidente, avise imediatamente a equipe de Tecnologia pelo ramal 4040.',
    ],
    categoria: 'Comunicados',
    hashtag: 'seguranca;lgpd;politicas;',
    importante: true,
    requer_lido: true,
    diasAtras: 2,
    cor: [21, 101, 192],
  },
  {
    titulo: 'Novo fluxo de admissão no Departamento Pessoal',
    resumo: 'Os documentos dos novos colaboradores agora são recebidos só pelo portal. Confira o passo a passo.',
    paragrafos: [
      'O envio de documentos por e-mail deixa de ser aceito a partir da próxima segunda-feira.',
      'O candidato aprovado recebe o link do portal e acompanha a conferência de cada documento.',
      'Dúvidas: fale com a equipe de Departamento Pessoal.',
    ],
    categoria: 'Comunicados',
    empresa: 'Bitcom',
    departamento: 'Recursos Humanos',
    hashtag: 'admissao;dp;',
    requer_lido: true,
    diasAtras: 4,
    cor: [0, 121, 107],
  },
  {
    titulo: 'Festa de fim de ano: inscrições abertas',
    resumo: 'A confraternização das três empresas será no dia 12 de dezembro. Inscreva-se até o dia 5.',
    paragrafos: [
      'Teremos música ao vivo, sorteio de brindes e o espaço kids para os filhos dos colaboradores.',
      'Cada colaborador pode levar um acompanhante. As inscrições são feitas pelo formulário do RH.',
    ],
    categoria: 'Eventos',
    hashtag: 'festa;confraternizacao;',
    importante: true,
    auxiliar: true,
    diasAtras: 6,
    cor: [46, 125, 50],
  },
  {
    titulo: 'Rede de fibra chega a Rondonópolis',
    resumo: 'A Vetorial começa a atender os primeiros bairros de Rondonópolis com planos de até 1 Gbps.',
    paragrafos: [
      'A primeira etapa cobre os bairros Centro, Vila Aurora e Jardim Guanabara.',
      'As equipes de Vendas e de Ordem de Serviço já estão preparadas para as primeiras instalações.',
    ],
    categoria: 'Comunicados',
    empresa: 'Vetorial',
    hashtag: 'fibra;expansao;rondonopolis;',
    fonte: 'Diretoria de Expansão',
    diasAtras: 8,
    cor: [106, 27, 154],
  },
  {
    titulo: 'Vale-alimentação com novo cartão a partir de janeiro',
    resumo: 'Os cartões novos serão entregues na sede de cada empresa. O saldo atual será transferido.',
    paragrafos: [
      'A troca não altera o valor do benefício. O saldo existente será transferido automaticamente.',
      'Retire o seu cartão com a equipe de RH da sua unidade levando um documento com foto.',
    ],
    categoria: 'Benefícios',
    hashtag: 'beneficios;valealimentacao;',
    diasAtras: 10,
    cor: [239, 108, 0],
  },
  {
    titulo: 'Campanha de vacinação contra a gripe nas sedes',
    resumo: 'A vacinação gratuita acontece nas sedes entre os dias 14 e 18. Não é preciso agendar.',
    paragrafos: [
      'A aplicação será feita por uma clínica parceira das 9h às 16h.',
      'Leve a sua carteira de vacinação, se tiver. Dependentes podem ser vacinados com desconto.',
    ],
    categoria: 'Benefícios',
    hashtag: 'saude;vacinacao;',
    fonte: 'Ministério da Saúde',
    url: 'https://www.gov.br/saude',
    diasAtras: 13,
    cor: [198, 40, 40],
  },
  {
    titulo: 'RazãoInfo atinge 50 mil clientes em Uberlândia',
    resumo: 'A marca foi alcançada em novembro, dois meses antes da meta do ano. Obrigado a todas as equipes!',
    paragrafos: [
      'O crescimento veio principalmente dos planos residenciais de 500 Mbps.',
      'Para comemorar, cada equipe da RazãoInfo terá um café da manhã especial nesta sexta-feira.',
    ],
    categoria: 'Comunicados',
    empresa: 'RazãoInfo',
    hashtag: 'conquista;uberlandia;',
    importante: true,
    diasAtras: 15,
    cor: [0, 131, 143],
  },
  {
    titulo: 'Treinamento de atendimento humanizado para o Suporte',
    resumo: 'Turmas de quatro horas, em dois horários, para toda a equipe de Atendimento da Bitcom.',
    paragrafos: [
      'O treinamento aborda escuta ativa, linguagem simples e como conduzir reclamações difíceis.',
      'A escala das turmas será enviada pelos supervisores.',
    ],
    categoria: 'Eventos',
    empresa: 'Bitcom',
    departamento: 'Atendimento',
    hashtag: 'treinamento;atendimento;',
    diasAtras: 18,
    cor: [69, 90, 100],
  },
  {
    titulo: 'Plano odontológico: novas clínicas credenciadas',
    resumo: 'A rede credenciada ganhou 14 clínicas em Belo Horizonte, Uberlândia e Cuiabá.',
    paragrafos: [
      'A lista completa está no aplicativo da operadora e no portal do colaborador.',
      'A inclusão de dependentes pode ser pedida ao RH até o dia 20 de cada mês.',
    ],
    categoria: 'Benefícios',
    hashtag: 'beneficios;saude;odontologico;',
    auxiliar: true,
    diasAtras: 21,
    cor: [0, 137, 123],
  },
  {
    titulo: 'Manutenção programada na rede de Cuiabá',
    resumo: 'Na madrugada de domingo, das 2h às 5h, a rede de Cuiabá passará por manutenção.',
    paragrafos: [
      'Os clientes foram avisados por SMS. O plantão de Infraestrutura estará de sobreaviso.',
      'Chamados abertos no período devem ser registrados com a categoria "Manutenção programada".',
    ],
    categoria: 'Comunicados',
    empresa: 'Vetorial',
    departamento: 'Tecnologia',
    hashtag: 'manutencao;rede;cuiaba;',
    diasAtras: 24,
    cor: [55, 71, 79],
  },
  {
    titulo: 'Corrida solidária Bitcom 5K',
    resumo: 'Inscrições abertas para a corrida de 5 km. Cada inscrição doa uma cesta básica.',
    paragrafos: [
      'A largada será às 7h no Parque Municipal. Haverá percurso de caminhada de 2 km.',
      'As camisetas serão entregues na semana da corrida.',
    ],
    categoria: 'Eventos',
    empresa: 'Bitcom',
    hashtag: 'corrida;solidariedade;',
    diasAtras: 28,
    cor: [251, 140, 0],
  },
  {
    titulo: 'Novo horário da central de atendimento aos sábados',
    resumo: 'A central passa a atender aos sábados das 8h às 18h nas três empresas.',
    paragrafos: [
      'A mudança atende a um pedido antigo dos clientes e foi planejada com as equipes de Suporte.',
      'As escalas de sábado serão organizadas em rodízio pelos supervisores.',
    ],
    categoria: 'Comunicados',
    hashtag: 'atendimento;horario;',
    diasAtras: 33,
    cor: [92, 107, 192],
  },
];

/** A demo image: an arquivo row, and its bytes when a storage is at hand. */
async function seedImage(db: Db, storage: Storage | undefined, nome: string, color: Rgb, size: [number, number]) {
  const id = randomUUID();
  const body = rectanglePng(size[0], size[1], color);
  const chave = `imagens/${id}`;
  if (storage) await storage.put(chave, body, 'image/png');
  await db.insert(arquivo).values({ id, bucket: 'imagens', nome, mime: 'image/png', tamanho: body.length, chave });
  return id;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}, hours => ${days % 7})`;

/**
 * A dozen news items over the three companies, with covers, some important, two requiring a read
 * confirmation (one for the whole group, one for Bitcom's Recursos Humanos), an employee's suggestion
 * waiting for review, and a few confirmations from colleagues.
 */
export const seedNews: ModuleSeed = async (db, { org, accounts, storage }) => {
  const categories = await db
    .select({ id: categoria.id, titulo: categoria.titulo })
    .from(categoria)
    .where(inArray(categoria.titulo, ['Comunicados', 'Eventos', 'Benefícios']));
  const categoryId = new Map(categories.map((c) => [c.titulo, c.id]));
  const companyId = new Map(org.companies.map((c) => [c.nome, c.id]));
  const ids: number[] = [];
  for (const [index, item] of ITEMS.entries()) {
    const cover = await seedImage(db, storage, `noticia-capa-${index + 1}.png`, item.cor, [480, 270]);
    const auxiliary = item.auxiliar
      ? await seedImage(
          db,
          storage,
          `noticia-apoio-${index + 1}.png`,
          [...item.cor].reverse() as unknown as Rgb,
          [320, 200],
        )
      : null;
    const [row] = await db
      .insert(noticia)
      .values({
        titulo: item.titulo,
        resumo: item.resumo,
        texto: item.paragrafos.map((p) => `<p>${p}</p>`).join(''),
        fonte: item.fonte ?? '',
        url: item.url ?? '',
        id_imagem_capa: cover,
        id_imagem_auxiliar: auxiliary,
        importante: item.importante ?? false,
        requer_lido: item.requer_lido ?? false,
        hashtag: item.hashtag,
        id_categoria: categoryId.get(item.categoria) ?? null,
        id_empresa: item.empresa ? companyId.get(item.empresa)! : null,
        id_departamento:
          item.empresa && item.departamento ? org.departments.get(item.empresa)!.get(item.departamento)! : null,
        ativo: true,
        publicado_em: daysAgo(item.diasAtras),
        notificado_em: item.importante ? daysAgo(item.diasAtras) : null,
        created_at: daysAgo(item.diasAtras),
      })
      .returning({ id: noticia.id });
    ids.push(row.id);
  }
  // Colleagues who already confirmed the group's mandatory item.
  await db.insert(leitura).values(
    org.employeeIds.slice(0, 9).map((id_usuario, k) => ({
      tipo: 'noticia' as const,
      id_item: ids[0],
      id_usuario,
      confirmado_em: sql`now() - make_interval(hours => ${2 + k})`,
    })),
  );
  await db.insert(noticia).values({
    titulo: 'Mutirão de doação de sangue',
    resumo: 'Que tal organizarmos uma ida ao hemocentro com as equipes no próximo mês?',
    texto: '<p>O hemocentro recebe grupos com agendamento. Podemos combinar uma manhã para quem quiser doar.</p>',
    ativo: false,
    sugestao: true,
    id_autor: accounts.colaborador.usuarioId,
    created_at: daysAgo(1),
  });
};
