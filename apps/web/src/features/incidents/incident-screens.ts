import { INCIDENT_CATEGORY_API } from '@intranet/shared/categories/categories.contract';
import { INCIDENT_API } from '@intranet/shared/incidents/incidents.contract';
import { formatDateTime } from '@intranet/shared/format/dates';
import type { Incident } from '@intranet/shared/incidents/incidents.schemas';
import { dateColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { companyOptions, departmentOptions, recordOptions } from '../../components/crud/crud-options';
import { GENERIC_FORM } from '../../components/crud/record-texts';
import { serverSaveError } from '../../components/crud/save-error';
import { INCIDENTS_HOME, INCIDENTS_PATH } from './incident-paths';

/** Incidents (`/incidents`): a category, and a department or else the provider; the server's error is the toast (spec §8). */
export const INCIDENTS = crudScreens({
  ...GENERIC_FORM,
  status: undefined,
  api: INCIDENT_API,
  path: INCIDENTS_PATH,
  back: INCIDENTS_HOME,
  titles: {
    list: 'Incidentes',
    register: 'Incidentes - Novo Incidente',
    edit: 'Incidentes - Editar Incidente',
    delete: 'Excluir Incidente?',
    add: 'NOVO INCIDENTE',
  },
  labels: {
    titulo: 'Título',
    descricao: 'Descrição',
    id_categoria: 'Categoria',
    id_empresa: 'Provedor',
    id_departamento: 'Departamento',
    created_at: 'Criado em',
    resolvido_em: 'Resolvido em',
  },
  columns: [
    { key: 'titulo', title: 'Título' },
    dateColumn<Incident>('created_at', 'Criado em'),
    {
      key: 'resolvido_em',
      title: 'Situação',
      badge: (row: Incident) =>
        row.resolvido_em
          ? { text: `Resolvido em ${formatDateTime(row.resolvido_em)}`, color: 'green' }
          : { text: 'Em aberto', color: 'gold' },
      exportValue: (row: Incident) => (row.resolvido_em ? formatDateTime(row.resolvido_em) : 'Em aberto'),
    },
  ],
  fields: [
    { name: 'titulo', autoFocus: true, maxLength: 120 },
    {
      name: 'id_categoria',
      kind: 'select',
      load: (_values, search) => recordOptions(INCIDENT_CATEGORY_API, 'titulo', search),
    },
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    {
      name: 'id_departamento',
      kind: 'select',
      load: (values) => departmentOptions(values.id_empresa),
      loadFrom: ['id_empresa'],
      resetOn: ['id_empresa'],
      keepIfOffered: true,
      enabledWhen: (values) => !!values.id_empresa,
      text: 'Sem departamento, o incidente fica com o provedor.',
    },
    { name: 'descricao', kind: 'textarea', maxLength: 4000 },
  ],
  newValues: { titulo: '', descricao: '', id_categoria: 0, id_empresa: null, id_departamento: null },
  nameField: 'titulo',
  errorToast: serverSaveError,
  history: 'rh_incidente',
});
