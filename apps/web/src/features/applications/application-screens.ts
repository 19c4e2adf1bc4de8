import { APPLICATION_API } from '@intranet/shared/applications/applications.contract';
import type { Application } from '@intranet/shared/applications/applications.schemas';
import { DEPARTMENT_API } from '@intranet/shared/organization/organization.contract';
import { iconColumn, statusColumn } from '../../components/crud/crud-columns';
import { listRecords } from '../../components/crud/crud-api';
import { type CrudOption, crudScreens } from '../../components/crud/crud-config';
import { companyOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { APPLICATIONS_LIST_PATH, APPLICATIONS_MANAGE_PATH, APPLICATIONS_PATH } from './application-paths';

/** The active departments, each with its company (the same name exists in every company). */
async function departmentChoices(): Promise<CrudOption[]> {
  const [departments, companies] = await Promise.all([listRecords(DEPARTMENT_API), companyOptions()]);
  const companyOf = new Map(companies.map((c) => [c.value, c.label]));
  return departments
    .filter((d) => d.ativo)
    .map((d) => ({ value: d.id, label: `${d.nome} · ${companyOf.get(d.id_empresa) ?? ''}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

/** The company's systems and links: HR and the superadmin register them (`/applications/manage`). */
export const APPLICATIONS = crudScreens({
  ...GENERIC_FORM,
  afterSave: () => APPLICATIONS_MANAGE_PATH,
  api: APPLICATION_API,
  path: APPLICATIONS_PATH,
  back: APPLICATIONS_LIST_PATH,
  titles: {
    list: 'Aplicações - Cadastro',
    register: 'Aplicações - Nova Aplicação',
    edit: 'Aplicações - Editar Aplicação',
    delete: 'Excluir Aplicação?',
    add: 'NOVA APLICAÇÃO',
  },
  labels: {
    nome: 'Nome',
    url: 'Endereço (URL)',
    descricao: 'Descrição',
    icone: 'Ícone',
    id_departamento: 'Departamento',
    ordem: 'Ordem',
    ativo: 'Status',
  },
  columns: [
    iconColumn<Application>('icone', 'Ícone'),
    { key: 'nome', title: 'Nome' },
    { key: 'url', title: 'Endereço' },
    { key: 'ordem', title: 'Ordem', align: 'center' },
    statusColumn<Application>('ativo', 'Status'),
  ],
  fields: [
    { name: 'nome', autoFocus: true, maxLength: 60 },
    { name: 'url', maxLength: 500, placeholder: 'https://' },
    { name: 'descricao', maxLength: 200 },
    {
      name: 'id_departamento',
      kind: 'select',
      load: () => departmentChoices(),
      text: 'Sem departamento, a aplicação aparece para todos.',
    },
    { name: 'ordem', kind: 'number', text: 'De 0 a 999: as menores aparecem primeiro.' },
    { name: 'icone', kind: 'icon', inline: true },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', url: '', descricao: '', icone: 'apps', id_departamento: null, ordem: 0, ativo: true },
  history: 'rh_aplicacao',
});
