import { HOLIDAY_API } from '@intranet/shared/holidays/holidays.contract';
import {
  type Holiday,
  HOLIDAY_TYPES,
  holidayTakesCities,
  holidayTakesState,
} from '@intranet/shared/holidays/holidays.schemas';
import { flagColumn, statusColumn } from '../../components/crud/crud-columns';
import { type CrudField, crudScreens } from '../../components/crud/crud-config';
import { cityOptionsOf } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { HOLIDAYS_PATH } from './holiday-paths';

const byType = (values: Record<string, unknown>) => values.tipo;
const cities = (values: Record<string, unknown>) => cityOptionsOf(values.uf);

/** Spec §4: the state only for Estadual or Municipal holidays; cities only for Municipal ones. */
const HEAD: CrudField[] = [
  { name: 'nome', autoFocus: true, maxLength: 120 },
  { name: 'data', kind: 'date', format: 'DD/MM', inline: true },
  { name: 'tipo', kind: 'select', options: HOLIDAY_TYPES.map((t) => ({ value: t, label: t })), inline: true },
  { name: 'uf', kind: 'state', enabledWhen: (values) => holidayTakesState(byType(values)), inline: true },
];
const TAIL: CrudField[] = [
  { name: 'recorrencia_anual', kind: 'switch', on: 'Sim', off: 'Não', inline: true },
  ACTIVE_FIELD,
];

/** 'MM-DD' as dd/mm. */
const dayMonth = (data: string) => `${data.slice(3, 5)}/${data.slice(0, 2)}`;

/** Holidays (`/holidays`): a municipal one for several cities is saved as one record per city. */
export const HOLIDAYS = crudScreens({
  ...GENERIC_FORM,
  api: HOLIDAY_API,
  path: HOLIDAYS_PATH,
  back: '/human-resources/home',
  titles: {
    list: 'Feriados',
    register: 'Feriados - Novo Feriado',
    edit: 'Feriados - Editar Feriado',
    delete: 'Excluir Feriado?',
    add: 'NOVO FERIADO',
  },
  labels: {
    nome: 'Nome',
    data: 'Data',
    tipo: 'Tipo',
    uf: 'Estado',
    municipios: 'Cidades',
    municipio: 'Cidade',
    recorrencia_anual: 'Recorrência anual',
    ativo: 'Status',
  },
  columns: [
    { key: 'nome', title: 'Nome' },
    { key: 'data', title: 'Data', text: (row: Holiday) => dayMonth(row.data) },
    { key: 'tipo', title: 'Tipo' },
    { key: 'uf', title: 'Estado', text: (row: Holiday) => row.uf ?? '-' },
    { key: 'municipio', title: 'Cidade', text: (row: Holiday) => row.municipio ?? '-' },
    flagColumn<Holiday>('recorrencia_anual', 'Recorrência anual'),
    statusColumn<Holiday>('ativo', 'Status'),
  ],
  fields: [
    ...HEAD,
    {
      name: 'municipios',
      kind: 'cities',
      load: cities,
      loadFrom: ['uf'],
      resetOn: ['uf'],
      enabledWhen: (values) => holidayTakesCities(byType(values)),
    },
    ...TAIL,
  ],
  editFields: [
    ...HEAD,
    {
      name: 'municipio',
      kind: 'select',
      load: cities,
      loadFrom: ['uf'],
      resetOn: ['uf'],
      enabledWhen: (values) => holidayTakesCities(byType(values)),
    },
    ...TAIL,
  ],
  newValues: { nome: '', data: '', tipo: 'Nacional', municipios: [], recorrencia_anual: false },
  history: 'rh_feriado',
});
