import type { ModuleSeed } from '../../db/seed/seed-context';
import { leitura, manualCapitulo, manualCategoria } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` ago, at 10:00 São Paulo time (13:00 UTC). */
const daysAgo = (days: number) => {
  const at = new Date(Date.now() - days * DAY);
  at.setUTCHours(13, 0, 0, 0);
  return at;
};

type Chapter = {
  titulo: string;
  texto: string;
  requer_leitura?: boolean;
  versao?: number;
  /** Days ago the text last changed (and, for the current version, when it began). */
  atualizado: number;
};

const PARTS: { titulo: string; capitulos: Chapter[] }[] = [
  {
    titulo: 'Conhecendo a empresa',
    capitulos: [
      {
        titulo: 'Boas-vindas',
        atualizado: 210,
        texto: `<p>Seja muito bem-vindo ao grupo Bitcom, RazãoInfo e Vetorial! Somos três provedores de internet que cresceram levando conexão de qualidade a cidades de Minas Gerais e Mato Grosso, e hoje reunimos cerca de mil pessoas que trabalham para que cada cliente fique conectado com quem e com o que importa.</p>
<p>Este manual reúne, em um só lugar, as regras, os direitos e os compromissos que valem para todos os colaboradores. Leia com calma: ele responde à maioria das dúvidas do dia a dia e é atualizado sempre que uma política muda. Quando um capítulo exigir confirmação de leitura, você verá o botão <strong>Li e estou ciente</strong> ao final do texto.</p>
<p>Se algo não estiver claro, procure seu gestor ou o time de Recursos Humanos pelo e-mail <strong>rh@grupo.intranet</strong>. Estamos aqui para ajudar.</p>`,
      },
      {
        titulo: 'Nossa história e valores',
        atualizado: 210,
        texto: `<h2>Como chegamos até aqui</h2>
<p>A Bitcom nasceu em 2008, em Belo Horizonte, com uma pequena rede via rádio que atendia condomínios da região da Pampulha. A RazãoInfo começou em Uberlândia pouco depois, e a Vetorial levou a fibra óptica a Cuiabá e Várzea Grande em 2014. Em 2021 as três empresas passaram a compartilhar a mesma gestão, os mesmos sistemas e a mesma forma de cuidar de pessoas.</p>
<h2>O que nos guia</h2>
<ul>
<li><strong>Cliente no centro:</strong> resolvemos o problema, não apenas o chamado.</li>
<li><strong>Transparência:</strong> falamos a verdade, inclusive quando a notícia não é boa.</li>
<li><strong>Segurança:</strong> ninguém se arrisca para cumprir prazo.</li>
<li><strong>Colaboração:</strong> as três empresas são um só time.</li>
<li><strong>Aprendizado contínuo:</strong> errar faz parte; repetir o erro sem aprender, não.</li>
</ul>`,
      },
    ],
  },
  {
    titulo: 'Rotina e benefícios',
    capitulos: [
      {
        titulo: 'Jornada de trabalho e ponto',
        atualizado: 95,
        texto: `<p>A jornada padrão é de 44 horas semanais, de segunda a sexta-feira, com intervalo mínimo de uma hora para refeição. Equipes de atendimento e de campo trabalham em escalas, que são publicadas pelo gestor com pelo menos uma semana de antecedência.</p>
<p>O registro de ponto é feito pelo aplicativo ou pelo relógio da unidade, na entrada, na saída e nos intervalos. Esquecimentos devem ser justificados no próprio aplicativo em até dois dias úteis. Horas extras só podem ser feitas com autorização prévia do gestor e entram no banco de horas, que é compensado em até seis meses.</p>
<p>Atrasos e saídas antecipadas devem ser combinados com o gestor. Consultas médicas são abonadas mediante atestado entregue ao Departamento Pessoal.</p>`,
      },
      {
        titulo: 'Férias e folgas',
        atualizado: 60,
        texto: `<p>Após cada período de 12 meses de trabalho, você tem direito a 30 dias de férias, que podem ser divididos em até três períodos, sendo um deles de pelo menos 14 dias e os demais de pelo menos 5 dias. As férias não podem começar nos dois dias que antecedem um feriado ou o descanso semanal.</p>
<p>A programação é feita com o gestor e lançada no sistema com pelo menos 45 dias de antecedência. O pagamento das férias, com o adicional de um terço, é feito até dois dias antes do início do descanso.</p>
<p>No dia do seu aniversário você ganha uma folga, que pode ser usada no próprio dia ou em outro dia do mesmo mês, combinado com o gestor.</p>`,
      },
      {
        titulo: 'Benefícios',
        atualizado: 40,
        texto: `<p>Todos os colaboradores contratados em regime CLT contam com:</p>
<ul>
<li>plano de saúde e odontológico, extensível a cônjuge e filhos;</li>
<li>vale-refeição ou vale-alimentação, à sua escolha, creditado no primeiro dia útil do mês;</li>
<li>vale-transporte ou auxílio-combustível para quem usa veículo próprio a serviço;</li>
<li>seguro de vida em grupo;</li>
<li>desconto de 50% no plano de internet da empresa da sua cidade;</li>
<li>parceria com academias e auxílio-educação para cursos ligados à sua área.</li>
</ul>
<p>A inclusão de dependentes e as alterações de opção são feitas pelo Departamento Pessoal até o dia 20 de cada mês, valendo a partir do mês seguinte.</p>`,
      },
    ],
  },
  {
    titulo: 'Conduta e segurança',
    capitulos: [
      {
        titulo: 'Código de conduta',
        requer_leitura: true,
        atualizado: 30,
        texto: `<p>Nosso código de conduta vale para todos, da diretoria ao estágio, e também para quem presta serviços em nosso nome. Ele existe para proteger as pessoas, os clientes e a reputação das três empresas.</p>
<h2>Respeito acima de tudo</h2>
<p>Não toleramos assédio moral ou sexual, discriminação de qualquer natureza, ameaças ou humilhações. Críticas são feitas em particular e sobre o trabalho, nunca sobre a pessoa.</p>
<h2>Conflito de interesses e presentes</h2>
<p>Não aceite presentes, viagens ou vantagens de fornecedores e clientes acima de R$ 100,00. Se tiver parentes em fornecedores ou concorrentes, informe o RH.</p>
<h2>Canal de ética</h2>
<p>Relatos podem ser feitos de forma anônima pelo canal de ética. Nenhuma pessoa que relate uma situação de boa-fé sofrerá retaliação.</p>`,
      },
      {
        titulo: 'Segurança da informação e LGPD',
        requer_leitura: true,
        versao: 2,
        atualizado: 12,
        texto: `<p>Lidamos todos os dias com dados pessoais de clientes: nome, CPF, endereço, telefone e histórico de consumo. A Lei Geral de Proteção de Dados (Lei nº 13.709/2018) exige que esses dados sejam usados apenas para a finalidade informada ao cliente e protegidos contra acessos indevidos.</p>
<h2>O que fazer</h2>
<ul>
<li>Use somente as contas e sistemas da empresa, com senha pessoal e verificação em duas etapas.</li>
<li>Bloqueie a tela sempre que se afastar do computador.</li>
<li>Confirme a identidade do cliente antes de informar qualquer dado por telefone ou WhatsApp.</li>
<li>Comunique imediatamente ao time de Sistemas qualquer suspeita de vazamento ou e-mail de <em>phishing</em>.</li>
</ul>
<h2>O que mudou nesta versão</h2>
<p>A partir deste mês, planilhas com dados de clientes não podem ser enviadas por e-mail nem salvas em dispositivos pessoais: o compartilhamento é feito somente pelas pastas corporativas com acesso controlado.</p>`,
      },
      {
        titulo: 'Saúde e segurança no trabalho',
        atualizado: 75,
        texto: `<p>Trabalho em altura, em postes e em torres exige treinamento conforme a NR-35, equipamentos de proteção individual em bom estado e a presença de pelo menos duas pessoas na atividade. Nenhuma ordem de serviço justifica subir sem o cinto e o talabarte conectados.</p>
<p>Os EPIs são fornecidos gratuitamente e devem ser usados, guardados e devolvidos conforme as orientações do técnico de segurança. Um equipamento danificado é trocado na hora: basta procurar o almoxarifado da sua unidade.</p>
<p>Acidentes e quase-acidentes devem ser comunicados ao gestor no mesmo dia. A comunicação ajuda a evitar que o mesmo risco atinja um colega.</p>`,
      },
    ],
  },
];

/**
 * The employee handbook: eight chapters in three parts; the code of conduct and the information
 * security chapter ask for reading, with some demo employees' confirmations (the security chapter's
 * first version's confirmations no longer count), so that the report has figures.
 */
export const seedHandbook: ModuleSeed = async (db, { org, accounts }) => {
  const chapterIds = new Map<string, { id: number; versao: number; since: Date }>();
  for (const [index, part] of PARTS.entries()) {
    const [category] = await db
      .insert(manualCategoria)
      .values({ titulo: part.titulo, prioridade: index + 1 })
      .returning({ id: manualCategoria.id });
    for (const [place, chapter] of part.capitulos.entries()) {
      const at = daysAgo(chapter.atualizado);
      const versao = chapter.versao ?? 1;
      const [row] = await db
        .insert(manualCapitulo)
        .values({
          id_categoria: category.id,
          titulo: chapter.titulo,
          texto: chapter.texto,
          prioridade: place + 1,
          requer_leitura: chapter.requer_leitura ?? false,
          versao,
          versao_em: at,
          atualizado_em: at,
          created_at: daysAgo(240),
        })
        .returning({ id: manualCapitulo.id });
      chapterIds.set(chapter.titulo, { id: row.id, versao, since: at });
    }
  }

  const conduct = chapterIds.get('Código de conduta')!;
  const security = chapterIds.get('Segurança da informação e LGPD')!;
  const readers = org.employeeIds;
  const confirmations: (typeof leitura.$inferInsert)[] = [];
  // Two thirds of the demo employees confirmed the code of conduct, over the days after it changed.
  readers.forEach((id, n) => {
    if (n % 3 !== 2)
      confirmations.push({
        tipo: 'manual',
        id_item: conduct.id,
        versao: conduct.versao,
        id_usuario: id,
        confirmado_em: new Date(conduct.since.getTime() + ((n % 9) + 1) * DAY),
      });
  });
  // Most had confirmed the first version of the security chapter; a quarter confirmed the second.
  readers.forEach((id, n) => {
    if (n % 5 !== 4)
      confirmations.push({
        tipo: 'manual',
        id_item: security.id,
        versao: 1,
        id_usuario: id,
        confirmado_em: daysAgo(150),
      });
    if (n % 4 === 0)
      confirmations.push({
        tipo: 'manual',
        id_item: security.id,
        versao: security.versao,
        id_usuario: id,
        confirmado_em: new Date(security.since.getTime() + ((n % 5) + 1) * DAY),
      });
  });
  // HR's manager has read both; the demo employee account still owes both confirmations.
  for (const chapter of [conduct, security])
    confirmations.push({
      tipo: 'manual',
      id_item: chapter.id,
      versao: chapter.versao,
      id_usuario: accounts.rhGestor.usuarioId,
      confirmado_em: new Date(chapter.since.getTime() + DAY),
    });
  await db.insert(leitura).values(confirmations);
};
