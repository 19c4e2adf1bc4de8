import { addDays, dayParts } from '../calendar/days';

/** The types of dismissal as the eSocial S-2299 and the TRCT name them. */
export const DISMISSAL_TYPES = [
  'pedido_demissao',
  'sem_justa_causa',
  'com_justa_causa',
  'termino_contrato',
  'acordo',
] as const;
export type DismissalType = (typeof DISMISSAL_TYPES)[number];

export const DISMISSAL_TYPE_LABELS: Record<DismissalType, string> = {
  pedido_demissao: 'Pedido de demissão',
  sem_justa_causa: 'Dispensa sem justa causa',
  com_justa_causa: 'Dispensa com justa causa',
  termino_contrato: 'Término de contrato',
  acordo: 'Acordo (art. 484-A)',
};

export const NOTICE_KINDS = ['trabalhado', 'indenizado', 'dispensado', 'nao_se_aplica'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  trabalhado: 'Trabalhado',
  indenizado: 'Indenizado',
  dispensado: 'Dispensado',
  nao_se_aplica: 'Não se aplica',
};

export const DISMISSAL_STATUSES = ['agendado', 'aplicado', 'revertido'] as const;
export type DismissalStatus = (typeof DISMISSAL_STATUSES)[number];

export const DISMISSAL_STATUS_LABELS: Record<DismissalStatus, string> = {
  agendado: 'Agendado',
  aplicado: 'Aplicado',
  revertido: 'Revertido',
};

/** The badge colour of each status (antd tag colours). */
export const DISMISSAL_STATUS_COLORS: Record<DismissalStatus, string> = {
  agendado: 'blue',
  aplicado: 'red',
  revertido: 'default',
};

/** The notice period of Lei 12.506/2011: 30 days, 3 more per full year of service, 90 at most. */
export const NOTICE_BASE_DAYS = 30;
export const NOTICE_DAYS_PER_YEAR = 3;
export const NOTICE_MAX_DAYS = 90;

/** Full years between two ISO days (a year is complete on its anniversary; 29 February's on 1 March). */
export function fullYearsBetween(from: string, to: string): number {
  const a = dayParts(from);
  const b = dayParts(to);
  let years = b.year - a.year;
  if (b.month < a.month || (b.month === a.month && b.day < a.day)) years -= 1;
  return Math.max(0, years);
}

/**
 * The notice days of Lei 12.506/2011 for a person admitted on `admission` and leaving on `day`:
 * 30, plus 3 for each full year of service, at most 90. Without an admission date, 30.
 */
export function noticeDays(admission: string | null | undefined, day: string): number {
  if (!admission || admission > day) return NOTICE_BASE_DAYS;
  return Math.min(NOTICE_MAX_DAYS, NOTICE_BASE_DAYS + NOTICE_DAYS_PER_YEAR * fullYearsBetween(admission, day));
}

/**
 * What the form suggests for a type (editable): no notice for a dismissal for cause or the end of a
 * fixed-term contract; 30 days worked when the person resigns (the proportional days of the law are the
 * employee's right, not owed by them); the law's days, paid, when the company dismisses or in an agreement.
 */
export function suggestedNotice(
  tipo: DismissalType,
  admission: string | null | undefined,
  day: string,
): { aviso_previo: NoticeKind; aviso_dias: number } {
  switch (tipo) {
    case 'com_justa_causa':
    case 'termino_contrato':
      return { aviso_previo: 'nao_se_aplica', aviso_dias: 0 };
    case 'pedido_demissao':
      return { aviso_previo: 'trabalhado', aviso_dias: NOTICE_BASE_DAYS };
    default:
      return { aviso_previo: 'indenizado', aviso_dias: noticeDays(admission, day) };
  }
}

export const TASK_AREAS = ['rh', 'gestor', 'ti', 'suprimentos', 'frota', 'financeiro'] as const;
export type TaskArea = (typeof TASK_AREAS)[number];

export const TASK_AREA_LABELS: Record<TaskArea, string> = {
  rh: 'RH',
  gestor: 'Gestor',
  ti: 'TI',
  suprimentos: 'Suprimentos',
  frota: 'Frota',
  financeiro: 'Financeiro',
};

/** A task of the offboarding checklist: its owner and its due day counted from the dismissal's day. */
export type ChecklistTemplate = { titulo: string; area: TaskArea; dias: number; driversOnly?: boolean };

/** The offboarding checklist (docs/hr-people.md, "The checklist"), in its order. */
export const OFFBOARDING_CHECKLIST: readonly ChecklistTemplate[] = [
  { titulo: 'Devolver equipamentos (notebook, celular, ferramentas)', area: 'suprimentos', dias: 0 },
  { titulo: 'Devolver veículo e cartão combustível', area: 'frota', dias: 0, driversOnly: true },
  { titulo: 'Recolher crachá e cartões de acesso', area: 'rh', dias: 0 },
  { titulo: 'Revogar acessos a sistemas e e-mail', area: 'ti', dias: 0 },
  { titulo: 'Entrevista de desligamento', area: 'gestor', dias: 0 },
  { titulo: 'Exame demissional (ASO)', area: 'rh', dias: 10 },
  { titulo: 'Pagamento das verbas rescisórias e entrega do TRCT', area: 'financeiro', dias: 10 },
  { titulo: 'Envio do evento S-2299 ao eSocial e baixa na CTPS digital', area: 'rh', dias: 10 },
];

/** The checklist of a dismissal on `day`; the vehicle task only for a person who drives (CNH on record). */
export function checklistFor(
  day: string,
  { drives }: { drives: boolean },
): { titulo: string; area: TaskArea; prazo: string; prioridade: number }[] {
  return OFFBOARDING_CHECKLIST.filter((task) => drives || !task.driversOnly).map((task, index) => ({
    titulo: task.titulo,
    area: task.area,
    prazo: addDays(day, task.dias),
    prioridade: index + 1,
  }));
}

/** Whether a CNH number is on record (the form's "Não Possui" leaves it empty). */
export const drives = (cnhNumero: string | null | undefined): boolean => Boolean(cnhNumero?.trim());

/** A task is late when it is not done and its due day is before today. */
export const isTaskLate = (task: { prazo: string; concluida_em: string | null }, today: string): boolean =>
  !task.concluida_em && task.prazo < today;

/** Whether a dismissal dated `day` is due on `today` (São Paulo days): its day is today or past. */
export const isDue = (day: string, today: string): boolean => day <= today;

/** Whether the acting role reads the exit interview notes: HR's (an rh role) and the superadmin's, not a desligamentos role. */
export const readsInterview = (role: string): boolean => role === 'users:superadmin' || role.startsWith('rh:');
