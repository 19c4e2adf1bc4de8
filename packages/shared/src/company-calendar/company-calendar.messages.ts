import type { CalendarKind } from './company-calendar.schemas';

/** Texts of the company calendar that the web and the server show. */
export const COMPANY_CALENDAR_MSG = {
  title: 'Calendário',
  feedName: 'Calendário da empresa',
  endBeforeStart: 'A data final não pode ser anterior à inicial.',
  spanTooLong: 'Escolha um período de no máximo 62 dias.',
  hideBirthday: 'Não mostrar meu aniversário',
  hideBirthdayHelp: 'Seus colegas não verão seu aniversário no calendário nem na assinatura.',
  settingsSaved: 'Preferência salva.',
  subscriptionTitle: 'Assinar no Outlook ou no Google Agenda',
  subscriptionHelp:
    'Copie o endereço e adicione-o como calendário da internet ("Adicionar calendário" → "Da internet" no Outlook, ' +
    '"Outras agendas" → "Do URL" no Google Agenda). Ele é pessoal: quem tiver o endereço verá os seus eventos.',
  subscriptionOnce: 'Copie agora: por segurança, este endereço não será mostrado de novo.',
  subscriptionActive: (when: string) =>
    `Você tem um endereço de assinatura ativo, criado em ${when}. Para ver um endereço de novo, gere outro.`,
  subscriptionNone: 'Você ainda não tem um endereço de assinatura.',
  subscriptionCreate: 'Gerar endereço',
  subscriptionRenew: 'Gerar novo endereço',
  subscriptionRevoke: 'Revogar endereço',
  renewConfirmTitle: 'Gerar um novo endereço?',
  renewConfirm: 'O endereço atual deixará de funcionar e as agendas que o assinaram pararão de ser atualizadas.',
  revokeConfirmTitle: 'Revogar o endereço de assinatura?',
  revokeConfirm: 'As agendas que assinaram este endereço pararão de ser atualizadas.',
  revoked: 'Endereço revogado.',
  copied: 'Endereço copiado.',
  copyFailed: 'Não foi possível copiar. Selecione o endereço e copie manualmente.',
  noEvents: 'Nenhum evento neste dia.',
  loadFailed: 'Não foi possível carregar o calendário.',
  holidayNational: 'Feriado nacional',
  holidayState: (uf: string) => `Feriado estadual (${uf})`,
  holidayCity: (city: string, uf: string) => `Feriado municipal (${city}/${uf})`,
  birthday: (name: string) => `Aniversário de ${name}`,
  anniversary: (name: string, years: number) => `${name}: ${years} ${years === 1 ? 'ano' : 'anos'} de empresa`,
  onboarding: (name: string) => `Início de onboarding: ${name}`,
} as const;

/** The filter's names of each kind, and the colour of its tags. */
export const CALENDAR_KIND_LABELS: Record<CalendarKind, { label: string; color: string }> = {
  feriado: { label: 'Feriados', color: 'red' },
  aniversario: { label: 'Aniversários', color: 'magenta' },
  tempo_de_casa: { label: 'Tempo de empresa', color: 'gold' },
  onboarding: { label: 'Onboarding', color: 'blue' },
  evento_marketing: { label: 'Eventos de marketing', color: 'green' },
};
