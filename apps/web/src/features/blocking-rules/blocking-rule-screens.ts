import { BLOCKING_RULE_API } from '@intranet/shared/blocking-rules/blocking-rules.contract';
import type { BlockingRule } from '@intranet/shared/blocking-rules/blocking-rules.schemas';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { companyOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { serverSaveError } from '../../components/crud/save-error';
import { BLOCKING_RULES_PATH } from './blocking-rule-paths';

/**
 * Blocking rules (`/blocking-rules`): provider, name, the days overdue from which it acts and, optionally,
 * from which it blocks (reducing before), status; the server's error is the toast (spec §8).
 */
export const BLOCKING_RULES = crudScreens({
  ...GENERIC_FORM,
  api: BLOCKING_RULE_API,
  path: BLOCKING_RULES_PATH,
  back: '/modulos/admin',
  titles: {
    list: 'Regras de Bloqueio',
    register: 'Regras de Bloqueio - Nova Regra',
    edit: 'Regras de Bloqueio - Editar Regra',
    delete: 'Excluir Regra?',
    add: 'NOVA REGRA',
  },
  labels: {
    provedor: 'Provedor',
    nome: 'Nome',
    dias_atraso: 'Dias de atraso',
    dias_bloqueio: 'Bloquear a partir de (dias)',
    ativo: 'Status',
    versao: 'Versão',
    alterada_em: 'Alterada em',
  },
  columns: [
    { key: 'nome', title: 'Nome' },
    { key: 'dias_atraso', title: 'Dias de atraso', align: 'center' },
    {
      key: 'dias_bloqueio',
      title: 'Ação',
      text: (rule) =>
        rule.dias_bloqueio === null
          ? `Bloqueia com ${rule.dias_atraso} dias`
          : `Reduz com ${rule.dias_atraso}, bloqueia com ${rule.dias_bloqueio} dias`,
    },
    statusColumn<BlockingRule>('ativo', 'Status'),
  ],
  fields: [
    { name: 'provedor', kind: 'select', load: () => companyOptions() },
    { name: 'nome', maxLength: 120 },
    { name: 'dias_atraso', kind: 'number', inline: true },
    {
      name: 'dias_bloqueio',
      kind: 'number',
      inline: true,
      text: 'Opcional. Vazio: bloqueia com os dias de atraso. Preenchido: reduz a velocidade antes e bloqueia a partir deste dia.',
    },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', provedor: 0, dias_atraso: 1, dias_bloqueio: null },
  nameField: 'nome',
  errorToast: serverSaveError,
  history: 'regra_bloqueio',
});
