import {
  DISMISSAL_STATUS_LABELS,
  DISMISSAL_TYPE_LABELS,
  NOTICE_KIND_LABELS,
} from '@intranet/shared/dismissals/dismissals.rules';

/** The history viewer's names of a dismissal's fields. */
export const DISMISSAL_LABELS: Record<string, string> = {
  data: 'Data do desligamento',
  tipo: 'Tipo',
  motivo: 'Motivo',
  aviso_previo: 'Aviso prévio',
  aviso_dias: 'Dias de aviso prévio',
  status: 'Status',
  aplicado_em: 'Aplicado em',
  revertido_em: 'Revertido em',
  motivo_reversao: 'Motivo da reversão',
};

/** Fields the history does not show (the exit interview is HR's; ids are shown by name elsewhere). */
export const DISMISSAL_HISTORY_IGNORE = [
  'entrevista',
  'id_usuario',
  'id_registrado_por',
  'id_revertido_por',
  'created_at',
  'updated_at',
];

export const typeOptions = Object.entries(DISMISSAL_TYPE_LABELS).map(([value, label]) => ({ value, label }));
export const noticeOptions = Object.entries(NOTICE_KIND_LABELS).map(([value, label]) => ({ value, label }));
export const statusOptions = Object.entries(DISMISSAL_STATUS_LABELS).map(([value, label]) => ({ value, label }));
