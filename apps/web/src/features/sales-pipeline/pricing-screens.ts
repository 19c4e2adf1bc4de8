import { formatMoney } from '@intranet/shared/format/money';
import { BLOCKLIST_KIND_LABELS, BLOCKLIST_KINDS } from '@intranet/shared/sales/pipeline.rules';
import { BLOCKLIST_API, PRICING_API } from '@intranet/shared/sales/pipeline.contract';
import type { BlocklistEntry, Plan } from '@intranet/shared/sales/pricing.schemas';
import { shortDateColumn, statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { companyOptions } from '../../components/crud/crud-options';
import { BLACKLIST_PATH, BLOCKLIST_PATH, INTERNAL_HOME_PATH, PRICING_PATH } from './sales-pipeline-paths';

const PLAN_LABELS = {
  id_empresa: 'Provedor',
  nome: 'Nome do plano',
  download_mbps: 'Download (Mbps)',
  upload_mbps: 'Upload (Mbps)',
  valor_mensal: 'Mensalidade (R$)',
  valor_instalacao: 'Instalação (R$)',
  fidelidade_meses: 'Fidelidade (meses)',
  ativo: 'Status',
  vigencia_inicio: 'Início da vigência',
  vigencia_fim: 'Fim da vigência',
  created_at: 'Criação',
};

/** /pricing: plans and prices per provider; a sale copies the plan's values of its moment. */
export const PLANS = crudScreens({
  api: PRICING_API,
  path: PRICING_PATH,
  back: INTERNAL_HOME_PATH,
  labels: PLAN_LABELS,
  titles: {
    list: 'Planos e preços',
    register: 'Planos e preços - Novo plano',
    edit: 'Planos e preços - Editar plano',
    delete: 'Excluir plano?',
    add: 'NOVO PLANO',
  },
  texts: {
    created: 'Plano cadastrado com sucesso!',
    edited: 'Plano atualizado com sucesso!',
    deleted: 'Plano excluído com sucesso!',
    createFailed: 'Não foi possível cadastrar o plano.',
    editFailed: 'Não foi possível atualizar o plano.',
    deleteFailed: 'Não foi possível excluir o plano.',
  },
  columns: [
    { key: 'nome', title: PLAN_LABELS.nome },
    { key: 'download_mbps', title: 'Velocidade', text: (r: Plan) => `${r.download_mbps}/${r.upload_mbps} Mbps` },
    { key: 'valor_mensal', title: 'Mensalidade', align: 'right', text: (r: Plan) => formatMoney(r.valor_mensal) },
    {
      key: 'valor_instalacao',
      title: 'Instalação',
      align: 'right',
      text: (r: Plan) => formatMoney(r.valor_instalacao),
    },
    { key: 'fidelidade_meses', title: 'Fidelidade', text: (r: Plan) => `${r.fidelidade_meses} meses` },
    shortDateColumn<Plan>('vigencia_inicio', PLAN_LABELS.vigencia_inicio),
    {
      key: 'vigencia_fim',
      title: PLAN_LABELS.vigencia_fim,
      text: (r: Plan) => r.vigencia_fim?.split('-').reverse().join('/') ?? 'Sem fim',
    },
    statusColumn<Plan>('ativo', PLAN_LABELS.ativo),
  ],
  fields: [
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    { name: 'nome', maxLength: 80, autoFocus: true },
    { name: 'download_mbps', kind: 'number', inline: true },
    { name: 'upload_mbps', kind: 'number', inline: true },
    { name: 'valor_mensal', kind: 'number', inline: true },
    { name: 'valor_instalacao', kind: 'number', inline: true },
    { name: 'fidelidade_meses', kind: 'number', inline: true },
    { name: 'vigencia_inicio', kind: 'date', format: 'DD/MM/YYYY', inline: true },
    { name: 'vigencia_fim', kind: 'date', format: 'DD/MM/YYYY', inline: true },
    { name: 'ativo', kind: 'switch', on: 'Ativo', off: 'Inativo', inline: true },
  ],
  newValues: {
    id_empresa: 0,
    nome: '',
    download_mbps: 100,
    upload_mbps: 50,
    valor_mensal: 0,
    valor_instalacao: 0,
    fidelidade_meses: 12,
    vigencia_inicio: '',
  },
  status: 'ativo',
  history: 'vendas_plano',
});

const BLOCK_LABELS = {
  tipo: 'Tipo',
  valor: 'Valor (CPF, telefone ou CEP, número)',
  id_empresa: 'Provedor',
  motivo: 'Motivo',
  ativo: 'Status',
  created_at: 'Criação',
};

/** /sales/basic-configurations/blocklist: the do-not-sell list (CPF, phone, address). */
export const BLOCKLIST = crudScreens({
  api: BLOCKLIST_API,
  path: BLOCKLIST_PATH,
  back: INTERNAL_HOME_PATH,
  labels: BLOCK_LABELS,
  titles: {
    list: 'Lista de bloqueio',
    register: 'Lista de bloqueio - Novo registro',
    edit: 'Lista de bloqueio - Editar registro',
    delete: 'Excluir registro da lista de bloqueio?',
    add: 'NOVO REGISTRO',
  },
  texts: {
    created: 'Registro incluído na lista de bloqueio!',
    edited: 'Registro atualizado com sucesso!',
    deleted: 'Registro excluído com sucesso!',
    createFailed: 'Não foi possível incluir o registro.',
    editFailed: 'Não foi possível atualizar o registro.',
    deleteFailed: 'Não foi possível excluir o registro.',
  },
  columns: [
    { key: 'tipo', title: BLOCK_LABELS.tipo, text: (r: BlocklistEntry) => BLOCKLIST_KIND_LABELS[r.tipo] },
    { key: 'valor', title: 'Valor' },
    { key: 'motivo', title: BLOCK_LABELS.motivo },
    shortDateColumn<BlocklistEntry>('created_at', BLOCK_LABELS.created_at),
    statusColumn<BlocklistEntry>('ativo', BLOCK_LABELS.ativo),
  ],
  fields: [
    {
      name: 'tipo',
      kind: 'select',
      options: BLOCKLIST_KINDS.map((k) => ({ value: k, label: BLOCKLIST_KIND_LABELS[k] })),
    },
    { name: 'valor', maxLength: 120, placeholder: 'CPF, telefone ou 00000-000, número', autoFocus: true },
    { name: 'id_empresa', kind: 'select', load: () => companyOptions(), text: 'Vazio: vale para todos os provedores.' },
    { name: 'motivo', kind: 'textarea', maxLength: 300 },
    { name: 'ativo', kind: 'switch', on: 'Ativo', off: 'Inativo', inline: true },
  ],
  newValues: { tipo: 'cpf', valor: '', motivo: '' },
  status: 'ativo',
  nameField: 'valor',
  history: 'vendas_bloqueio',
});

/**
 * /blacklist: the same list and table (`vendas_bloqueio`) at the settings' address; saving and Voltar
 * stay there, back goes to the administrative modules.
 */
export const BLACKLIST = crudScreens({ ...BLOCKLIST, path: BLACKLIST_PATH, back: '/modulos/admin' });
