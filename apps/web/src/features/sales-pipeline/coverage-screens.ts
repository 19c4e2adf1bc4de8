import { COVERAGE_API } from '@intranet/shared/sales/pipeline.contract';
import type { Coverage } from '@intranet/shared/sales/pricing.schemas';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens, type FormValues } from '../../components/crud/crud-config';
import { companyOptions } from '../../components/crud/crud-options';
import { COVERAGE_PATH, INTERNAL_HOME_PATH } from './sales-pipeline-paths';

export const COVERAGE_LABELS = {
  id_empresa: 'Provedor',
  cidade: 'Cidade',
  uf: 'UF',
  cep_inicio: 'CEP inicial',
  cep_fim: 'CEP final',
  bairro: 'Bairro',
  logradouro: 'Logradouro (opcional)',
  ativo: 'Status',
  created_at: 'Criação',
};

/** A CEP of 8 digits as people read it (30130-100). */
export const cepText = (cep: string | null) => (cep ? `${cep.slice(0, 5)}-${cep.slice(5)}` : '');

/** How an area reads in a list: its CEP range, or its neighbourhood and street. */
export function areaText(area: Pick<Coverage, 'cep_inicio' | 'cep_fim' | 'bairro' | 'logradouro'>): string {
  if (area.cep_inicio)
    return area.cep_inicio === area.cep_fim
      ? `CEP ${cepText(area.cep_inicio)}`
      : `CEP ${cepText(area.cep_inicio)} a ${cepText(area.cep_fim)}`;
  return area.logradouro ? `${area.logradouro}, ${area.bairro}` : `Bairro ${area.bairro}`;
}

const hasRange = (v: FormValues) => Boolean(v.cep_inicio || v.cep_fim);

/**
 * /sales/basic-configurations/coverage: a provider's areas, each a CEP range, or a neighbourhood of a
 * city, or one street of a neighbourhood (docs/sales.md "Coverage and feasibility"). The list is the
 * paged page of its own (coverage-list-page); register and edit are the kit's form.
 */
export const COVERAGE = crudScreens({
  api: COVERAGE_API,
  path: COVERAGE_PATH,
  back: INTERNAL_HOME_PATH,
  labels: COVERAGE_LABELS,
  titles: {
    list: 'Áreas de cobertura',
    register: 'Áreas de cobertura - Nova área',
    edit: 'Áreas de cobertura - Editar área',
    delete: 'Excluir área de cobertura?',
    add: 'NOVA ÁREA',
  },
  texts: {
    created: 'Área de cobertura cadastrada com sucesso!',
    edited: 'Área de cobertura atualizada com sucesso!',
    deleted: 'Área de cobertura excluída com sucesso!',
    createFailed: 'Não foi possível cadastrar a área de cobertura.',
    editFailed: 'Não foi possível atualizar a área de cobertura.',
    deleteFailed: 'Não foi possível excluir a área de cobertura.',
  },
  columns: [
    { key: 'cidade', title: 'Cidade', text: (r: Coverage) => `${r.cidade}/${r.uf}` },
    { key: 'area', title: 'Área', text: areaText },
    statusColumn<Coverage>('ativo', COVERAGE_LABELS.ativo),
  ],
  fields: [
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    { name: 'cidade', maxLength: 100, autoFocus: true, inline: true },
    { name: 'uf', kind: 'state', inline: true },
    {
      name: 'area',
      kind: 'warning',
      text: 'Informe uma faixa de CEP, ou um bairro (e, se quiser, uma rua do bairro). Um CEP só: repita-o no CEP final.',
    },
    { name: 'cep_inicio', mask: 'cep', inline: true, enabledWhen: (v) => !v.bairro, placeholder: '00000-000' },
    { name: 'cep_fim', mask: 'cep', inline: true, enabledWhen: (v) => !v.bairro, placeholder: '00000-000' },
    { name: 'bairro', maxLength: 100, enabledWhen: (v) => !hasRange(v) },
    { name: 'logradouro', maxLength: 150, enabledWhen: (v) => !hasRange(v) && Boolean(v.bairro) },
    { name: 'ativo', kind: 'switch', on: 'Ativo', off: 'Inativo', inline: true },
  ],
  newValues: { id_empresa: 0, cidade: '', uf: '' },
  status: 'ativo',
  nameField: 'cidade',
  history: 'vendas_cobertura',
});
