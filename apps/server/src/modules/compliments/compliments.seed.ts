import { withActor } from '../../db/client';
import type { ModuleSeed } from '../../db/seed/seed-context';
import { elogio, elogioCategoria } from '../../db/schema';

const CATEGORIES = [
  { nome: 'Trabalho em equipe', icone: 'groups', cor: '#1565c0', ativo: true },
  { nome: 'Atendimento ao cliente', icone: 'support_agent', cor: '#2e7d32', ativo: true },
  { nome: 'Inovação', icone: 'lightbulb', cor: '#ef6c00', ativo: true },
  { nome: 'Liderança', icone: 'military_tech', cor: '#6a1b9a', ativo: true },
  { nome: 'Superação', icone: 'trending_up', cor: '#c62828', ativo: true },
  { nome: 'Colaboração', icone: 'handshake', cor: '#00838f', ativo: true },
  { nome: 'Dedicação', icone: 'favorite', cor: '#ad1457', ativo: true },
  { nome: 'Pontualidade', icone: 'schedule', cor: '#5d4037', ativo: false },
];

/** Messages by category (index in CATEGORIES). */
const MESSAGES: string[][] = [
  [
    'Obrigado por segurar as pontas na migração da rede. Sem a sua ajuda a equipe não teria fechado no prazo!',
    'Você fez a diferença no mutirão de instalações do fim de semana. Equipe unida é outra coisa!',
    'Valeu por dividir o conhecimento com o pessoal novo do suporte, todo mundo aprendeu muito.',
  ],
  [
    'O cliente ligou só para elogiar o seu atendimento. Paciência e cordialidade de sobra!',
    'Resolveu em minutos um chamado que estava aberto havia dias. O cliente ficou muito satisfeito.',
    'Atendimento impecável na loja hoje: explicou os planos com calma e fechou a venda.',
  ],
  [
    'A planilha automática que você criou economizou horas de trabalho do time toda semana.',
    'Ótima ideia de mandar o aviso de manutenção por WhatsApp: os chamados caíram pela metade.',
    'O novo roteiro de visitas técnicas que você propôs reduziu muito o deslocamento.',
  ],
  [
    'Conduziu a equipe com calma durante a queda do link principal. Referência para todos nós!',
    'Obrigado pelas conversas de feedback deste trimestre, ajudaram muito no meu crescimento.',
    'Liderou o projeto de expansão com organização e sempre ouvindo a equipe.',
  ],
  [
    'Bateu a meta do mês mesmo com a equipe reduzida. Parabéns pela garra!',
    'Concluiu a certificação enquanto cobria as férias do colega. Admirável!',
    'Encarou a mudança de setor com ótima disposição e já está dominando tudo.',
  ],
  [
    'Sempre disposto a ajudar outros setores, mesmo com a agenda cheia. Muito obrigado!',
    'Ajudou o financeiro a fechar o mês revisando os contratos com a gente. Valeu demais!',
    'Montou junto com o marketing o material da campanha em tempo recorde.',
  ],
  [
    'Ficou até mais tarde para garantir que todos os clientes voltassem a ter conexão. Muito obrigado!',
    'Cuidado e capricho em cada detalhe do relatório mensal. Dá gosto de ler!',
    'Comprometimento exemplar com os prazos do inventário.',
  ],
];

/**
 * Demo compliment categories and about sixty compliments over the last five months, between the demo
 * accounts (Carlos and Nicolas receive some) and the organization's employees; two hidden by HR.
 */
export const seedCompliments: ModuleSeed = async (db, { org, accounts }) => {
  const categories = await db.insert(elogioCategoria).values(CATEGORIES).returning({ id: elogioCategoria.id });
  const people = [
    accounts.colaborador.usuarioId,
    accounts.novo.usuarioId,
    accounts.rhGestor.usuarioId,
    accounts.rhSolicitante.usuarioId,
    accounts.marketing.usuarioId,
    accounts.admin.usuarioId,
    ...org.employeeIds,
  ];
  const now = Date.now();
  const rows: (typeof elogio.$inferInsert)[] = [];
  for (let i = 0; i < 60; i++) {
    // Every fourth one is to Carlos or Nicolas; the others spread over everyone.
    const to = i % 4 === 0 ? people[(i / 4) % 2] : people[(i * 7 + 3) % people.length];
    let from = people[(i * 11 + 5) % people.length];
    if (from === to) from = people[(i * 11 + 6) % people.length];
    const category = i % 7;
    // Newest first: the latest a few hours ago, the oldest about five months back.
    const created = new Date(now - (i * 2.5 + 0.15) * 86_400_000 - (i % 5) * 3_600_000);
    const hidden = i === 17 || i === 41;
    rows.push({
      id_autor: from,
      id_destinatario: to,
      id_categoria: categories[category].id,
      mensagem: MESSAGES[category][i % MESSAGES[category].length],
      created_at: created,
      updated_at: created,
      ...(hidden && {
        oculto: true,
        motivo_ocultacao: 'Mensagem com informações internas de cliente; peça ao autor para reescrever.',
        id_ocultado_por: accounts.rhSolicitante.usuarioId,
        ocultado_em: new Date(created.getTime() + 86_400_000),
      }),
    });
  }
  await withActor(db, accounts.admin.usuarioId, (tx) => tx.insert(elogio).values(rows));
};
