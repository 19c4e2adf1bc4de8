import { BLOCKING_CRITERION_API } from '@intranet/shared/blocking-rules/blocking-criteria.contract';
import type { BlockingCriterion } from '@intranet/shared/blocking-rules/blocking-criteria.schemas';
import {
  CONTRACT_KINDS,
  CONTRACT_MARKERS,
  CRITERION_KIND_LABEL,
  CRITERION_KINDS,
  markerLabel,
} from '@intranet/shared/blocking-rules/blocking-engine';
import { formatMoney } from '@intranet/shared/format/money';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { serverSaveError } from '../../components/crud/save-error';
import { BLOCKING_RULES_PATH, CRITERIA_PATH } from './blocking-rule-paths';

const CONTRACT_KIND_LABEL = { residencial: 'Residencial', empresarial: 'Empresarial' } as const;

/** A criterion's parameter as people read it. */
export function criterionParameter(c: Pick<BlockingCriterion, 'tipo' | 'tipo_contrato' | 'marcador' | 'valor_limite'>) {
  switch (c.tipo) {
    case 'promessa_pagamento':
      return 'Promessa válida no dia';
    case 'tipo_contrato':
      return c.tipo_contrato ? CONTRACT_KIND_LABEL[c.tipo_contrato] : '';
    case 'marcador':
      return c.marcador ? markerLabel(c.marcador) : '';
    case 'valor_abaixo':
      return formatMoney(c.valor_limite);
  }
}

/**
 * Exception criteria of a rule (`/blocking-exception-criterion/*`): the kind and its parameter (a
 * contract kind, a marker, an amount; none for a promise to pay), status and history. The screens name
 * the rule in their path; the calls take it as `id_regra`.
 */
export const CRITERIA = crudScreens({
  ...GENERIC_FORM,
  api: BLOCKING_CRITERION_API,
  path: CRITERIA_PATH,
  back: `${BLOCKING_RULES_PATH}/list`,
  titles: {
    list: 'Critérios de Exceção',
    register: 'Critérios de Exceção - Novo Critério',
    edit: 'Critérios de Exceção - Editar Critério',
    delete: 'Excluir Critério?',
    add: 'NOVO CRITÉRIO',
  },
  labels: {
    tipo: 'Tipo de exceção',
    tipo_contrato: 'Tipo de contrato',
    marcador: 'Marcador do contrato',
    valor_limite: 'Valor vencido abaixo de (R$)',
    ativo: 'Status',
    id_regra: 'Regra',
  },
  columns: [
    { key: 'tipo', title: 'Tipo de exceção', text: (c) => CRITERION_KIND_LABEL[c.tipo] },
    { key: 'parametro', title: 'Parâmetro', text: criterionParameter, exportValue: criterionParameter },
    statusColumn<BlockingCriterion>('ativo', 'Status'),
  ],
  fields: [
    {
      name: 'tipo',
      kind: 'select',
      options: CRITERION_KINDS.map((k) => ({ value: k, label: CRITERION_KIND_LABEL[k] })),
      text: 'Um contrato que atende a um critério ativo não é reduzido nem bloqueado por esta regra.',
    },
    {
      name: 'tipo_contrato',
      kind: 'select',
      options: CONTRACT_KINDS.map((k) => ({ value: k, label: CONTRACT_KIND_LABEL[k] })),
      enabledWhen: (values) => values.tipo === 'tipo_contrato',
    },
    {
      name: 'marcador',
      kind: 'select',
      options: CONTRACT_MARKERS.map((m) => ({ value: m, label: markerLabel(m) })),
      enabledWhen: (values) => values.tipo === 'marcador',
    },
    {
      name: 'valor_limite',
      kind: 'number',
      enabledWhen: (values) => values.tipo === 'valor_abaixo',
      text: 'Soma das faturas em aberto já vencidas no dia da simulação.',
    },
    ACTIVE_FIELD,
  ],
  // The rule comes from the path, on saving.
  newValues: { id_regra: 0, tipo: 'promessa_pagamento', tipo_contrato: null, marcador: null, valor_limite: null },
  nameField: 'tipo',
  errorToast: serverSaveError,
  history: 'regra_bloqueio_criterio',
});
