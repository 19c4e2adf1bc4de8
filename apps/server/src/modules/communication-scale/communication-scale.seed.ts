import type { Db } from '../../db/client';
import { campanhaComunicacao, campanhaRegra } from '../../db/schema';
import type { ModuleSeedContext } from '../../db/seed/seed-context';

type NewRule = Omit<typeof campanhaRegra.$inferInsert, 'campanha_id'>;

/** The demo rules of each provider's campaign. */
const RULES: Record<string, NewRule[]> = {
  Bitcom: [
    {
      criterio: 'data_aniversario',
      envio: 'anual',
      turno: 'M',
      email: true,
      titulo_email: 'Feliz aniversário, {{primeiro_nome}}!',
      mensagem_email:
        '<p>Olá, <strong>{{primeiro_nome}}</strong>!</p><p>A {{provedor}} deseja um feliz aniversário e um ano cheio de conexões.</p>',
      whatsapp: true,
      template_whatsapp: 'Feliz aniversário, {{primeiro_nome}}! Um abraço da equipe {{provedor}}.',
    },
    {
      criterio: 'data_ativacao',
      envio: 'dia_seguinte',
      tempo: 7,
      turno: 'T',
      sms: true,
      mensagem_sms: '{{provedor}}: {{primeiro_nome}}, sua internet completou uma semana. Conte com a gente!',
    },
    {
      criterio: 'data_especifica',
      envio: 'dia_anterior',
      tempo: 1,
      data_especifica: '2026-12-25',
      turno: 'N',
      ativo: false,
      whatsapp: true,
      template_whatsapp: 'Boas festas, {{primeiro_nome}}! A {{provedor}} deseja um Feliz Natal.',
    },
  ],
  RazãoInfo: [
    {
      criterio: 'data_ativacao',
      envio: 'dia_seguinte',
      tempo: 7,
      turno: 'M',
      sms: true,
      mensagem_sms:
        '{{provedor}}: olá, {{primeiro_nome}}! Sua conexão está ativa há 7 dias. Precisa de ajuda? Fale conosco.',
    },
    {
      criterio: 'data_contratacao',
      envio: 'anual',
      turno: 'T',
      email: true,
      titulo_email: 'Mais um ano juntos, {{primeiro_nome}}!',
      mensagem_email: '<p>Obrigado por mais um ano com a {{provedor}}, {{nome}}.</p>',
    },
  ],
  Vetorial: [
    {
      criterio: 'data_aniversario',
      envio: 'no_dia',
      turno: 'M',
      sms: true,
      mensagem_sms: 'Parabéns, {{primeiro_nome}}! A {{provedor}} deseja um ótimo aniversário.',
    },
    {
      criterio: 'data_contratacao',
      envio: 'no_dia',
      turno: 'N',
      whatsapp: true,
      template_whatsapp: 'Bem-vindo à {{provedor}}, {{primeiro_nome}}! Seu código de cliente é {{codigo}}.',
    },
  ],
};

/** One communication campaign per provider, with a few rules (the rules screens and the dispatcher use them). */
export async function seedCommunicationScale(db: Db, { org }: ModuleSeedContext): Promise<void> {
  for (const company of org.companies) {
    const [campaign] = await db
      .insert(campanhaComunicacao)
      .values({ nome: `Régua de Relacionamento ${company.nome}`, sistema: company.id })
      .returning({ id: campanhaComunicacao.id });
    const rules = RULES[company.nome] ?? [];
    if (rules.length)
      await db.insert(campanhaRegra).values(rules.map((rule) => ({ ...rule, campanha_id: campaign.id })));
  }
}
