import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { PROVIDER_API, PROVIDER_CITIES_API } from '@intranet/shared/providers/providers.contract';
import type { Provider } from '@intranet/shared/providers/providers.schemas';
import { ApiError, call } from '../../lib/api-client';
import { createRecord } from '../../components/crud/crud-api';
import { dateColumn, statusColumn } from '../../components/crud/crud-columns';
import { crudScreens, type FormValues } from '../../components/crud/crud-config';
import { cityOptionsOf } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';

import { PROVIDERS_PATH } from './provider-paths';

/** 'Itajubá - MG' of the dual list to the city a provider keeps. */
function citiesOf(raw: FormValues, id_empresa: number) {
  const chosen = Array.isArray(raw.cidades) ? (raw.cidades as string[]) : [];
  return chosen.map((text) => {
    const at = text.lastIndexOf(' - ');
    return { nome: text.slice(0, at), uf: text.slice(at + 3), id_empresa };
  });
}

/** Providers (`/providers`): name, status and their cities through the dual list. */
export const PROVIDERS = crudScreens({
  ...GENERIC_FORM,
  api: PROVIDER_API,
  path: PROVIDERS_PATH,
  back: '/modulos/admin',
  titles: {
    list: 'Provedores',
    register: 'Provedores - Novo Provedor',
    edit: 'Provedores - Editar Provedor',
    delete: 'Excluir Provedor?',
    add: 'NOVO PROVEDOR',
  },
  labels: { nome: 'Nome', ativo: 'Status', uf_cidades: 'Estado', cidades: 'Cidades', created_at: 'Criado em' },
  columns: [
    { key: 'nome', title: 'Nome' },
    dateColumn<Provider>('created_at', 'Criado em'),
    statusColumn<Provider>('ativo', 'Status'),
  ],
  fields: [
    { name: 'nome', autoFocus: true, maxLength: 120 },
    ACTIVE_FIELD,
    { section: 'Cidades do provedor', subheader: 'Escolha um estado e transfira as cidades' },
    { name: 'uf_cidades', kind: 'state' },
    {
      name: 'cidades',
      kind: 'cities',
      load: (values) => cityOptionsOf(values.uf_cidades, true),
      loadFrom: ['uf_cidades'],
    },
  ],
  newValues: { nome: '', cidades: [] },
  nameField: 'nome',
  history: 'rh_empresa',
  submit: {
    create: async (object, raw) => {
      const created = await createRecord(PROVIDER_API, object);
      const objects = citiesOf(raw, created.id);
      if (objects.length) await call(PROVIDER_CITIES_API.addCities, { body: { objects } });
      return created;
    },
    // One call saves the provider and its cities in one transaction: the edit is saved whole or not at all.
    update: (id, object, raw) =>
      call(PROVIDER_CITIES_API.replaceCities, { body: { id_empresa: id, object, objects: citiesOf(raw, id) } }),
  },
  // A name taken or a removed city still in use: the server's text says which.
  errorToast: (error) => (error instanceof ApiError && error.status === 409 ? error.message : undefined),
  editValues: async (record) => {
    const { rh_cidade_provedor: cities } = await call(LOOKUPS_API.companyCities, {
      params: { company: String(record.id) },
    });
    return { cidades: cities.map((c) => `${c.nome} - ${c.uf}`) };
  },
});
