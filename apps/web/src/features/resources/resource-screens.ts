import { RESOURCE_API } from '@intranet/shared/resources/resources.contract';
import { RESOURCE_KIND_LABELS, RESOURCE_KINDS } from '@intranet/shared/resources/resources.rules';
import type { Resource } from '@intranet/shared/resources/resources.schemas';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { companyOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { RESOURCES_PATH } from './resource-paths';

/** Company resources (`/resources`): what people book on the calendar; managers register them. */
export const RESOURCES = crudScreens({
  ...GENERIC_FORM,
  api: RESOURCE_API,
  path: RESOURCES_PATH,
  back: '/',
  titles: {
    list: 'Recursos',
    register: 'Recursos - Novo Recurso',
    edit: 'Recursos - Editar Recurso',
    delete: 'Excluir Recurso?',
    add: 'NOVO RECURSO',
  },
  labels: {
    nome: 'Nome',
    tipo: 'Tipo',
    local: 'Local',
    capacidade: 'Capacidade (pessoas)',
    id_empresa: 'Empresa',
    ativo: 'Status',
  },
  columns: [
    { key: 'nome', title: 'Nome' },
    { key: 'tipo', title: 'Tipo', text: (row: Resource) => RESOURCE_KIND_LABELS[row.tipo] },
    { key: 'local', title: 'Local', text: (row: Resource) => row.local || '-' },
    {
      key: 'capacidade',
      title: 'Capacidade',
      text: (row: Resource) => (row.capacidade ? String(row.capacidade) : '-'),
    },
    statusColumn<Resource>('ativo', 'Status'),
  ],
  fields: [
    { name: 'nome', autoFocus: true, maxLength: 80 },
    {
      name: 'tipo',
      kind: 'select',
      options: RESOURCE_KINDS.map((k) => ({ value: k, label: RESOURCE_KIND_LABELS[k] })),
    },
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    { name: 'local', maxLength: 120 },
    { name: 'capacidade', kind: 'number' },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', tipo: 'sala', id_empresa: 0, local: '', capacidade: null, ativo: true },
  history: 'rh_recurso',
});
