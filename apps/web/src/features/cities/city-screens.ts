import { CITY_API, MICROREGION_API } from '@intranet/shared/cities/cities.contract';
import type { CityRecord, Microregion } from '@intranet/shared/cities/cities.schemas';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { cityOptionsOf, companyOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { CITIES_PATH, MICROREGIONS_PATH } from './city-paths';

/** Cities (`/cities`): a municipality of a state, for a provider. */
export const CITIES_SCREENS = crudScreens({
  ...GENERIC_FORM,
  api: CITY_API,
  path: CITIES_PATH,
  back: '/modulos/admin',
  titles: {
    list: 'Cidades',
    register: 'Cidades - Nova Cidade',
    edit: 'Cidades - Editar Cidade',
    delete: 'Excluir Cidade?',
    add: 'NOVA CIDADE',
  },
  labels: { uf: 'Estado', nome: 'Cidade', id_empresa: 'Provedor', ativo: 'Status', cep: 'CEP' },
  columns: [
    { key: 'nome', title: 'Cidade' },
    { key: 'uf', title: 'Estado' },
    { key: 'cep', title: 'CEP' },
    statusColumn<CityRecord>('ativo', 'Status'),
  ],
  fields: [
    { name: 'uf', kind: 'state' },
    {
      name: 'nome',
      kind: 'select',
      load: (values, search) =>
        cityOptionsOf(values.uf).filter((o) => o.label.toLowerCase().includes(search.toLowerCase())),
      loadFrom: ['uf'],
      resetOn: ['uf'],
      enabledWhen: (values) => !!values.uf,
    },
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', uf: '', id_empresa: 0 },
  history: 'rh_cidade_provedor',
});

/** Microregions (`/microrregions`). */
export const MICROREGIONS = crudScreens({
  ...GENERIC_FORM,
  api: MICROREGION_API,
  path: MICROREGIONS_PATH,
  back: '/modulos/admin',
  titles: {
    list: 'Microrregiões',
    register: 'Microrregiões - Nova Microrregião',
    edit: 'Microrregiões - Editar Microrregião',
    delete: 'Excluir Microrregião?',
    add: 'NOVA MICRORREGIÃO',
  },
  labels: { nome: 'Nome', id_empresa: 'Provedor', ativo: 'Status' },
  columns: [{ key: 'nome', title: 'Nome' }, statusColumn<Microregion>('ativo', 'Status')],
  fields: [
    { name: 'nome', autoFocus: true, maxLength: 120 },
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', id_empresa: 0 },
  nameField: 'nome',
  history: 'rh_microrregiao',
});
