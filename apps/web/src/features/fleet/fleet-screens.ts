import { RENTAL_API, VEHICLE_API } from '@intranet/shared/fleet/fleet.contract';
import {
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  VEHICLE_CNH_CATEGORIES,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  formatPlate,
} from '@intranet/shared/fleet/fleet.rules';
import type { RentalCompany, Vehicle } from '@intranet/shared/fleet/fleet.schemas';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { companyOptions, recordOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { FLEET_HOME_PATH, RENTALS_PATH, VEHICLES_PATH } from './fleet-paths';

/** Vehicles (`/fleet/vehicle`): plate (old or Mercosul), provider, city, own or rented, odometer, status. */
export const VEHICLES = crudScreens({
  ...GENERIC_FORM,
  api: VEHICLE_API,
  path: VEHICLES_PATH,
  back: FLEET_HOME_PATH,
  titles: {
    list: 'Veículos',
    register: 'Veículos - Novo Veículo',
    edit: 'Veículos - Editar Veículo',
    delete: 'Excluir Veículo?',
    add: 'NOVO VEÍCULO',
  },
  labels: {
    placa: 'Placa',
    modelo: 'Modelo',
    marca: 'Marca',
    ano: 'Ano',
    id_empresa: 'Provedor',
    cidade: 'Cidade',
    categoria_cnh: 'Categoria da CNH exigida',
    propriedade: 'Propriedade',
    id_locadora: 'Locadora',
    contrato: 'Contrato',
    valor_mensal: 'Valor mensal (R$)',
    devolucao_em: 'Data de devolução',
    odometro: 'Odômetro (km)',
    status: 'Situação',
    ativo: 'Status',
  },
  columns: [
    { key: 'placa', title: 'Placa', render: (row: Vehicle) => formatPlate(row.placa) },
    { key: 'modelo', title: 'Modelo' },
    { key: 'marca', title: 'Marca' },
    { key: 'cidade', title: 'Cidade' },
    { key: 'propriedade', title: 'Propriedade', render: (row: Vehicle) => OWNERSHIP_LABELS[row.propriedade] },
    { key: 'odometro', title: 'Odômetro (km)', render: (row: Vehicle) => row.odometro.toLocaleString('pt-BR') },
    { key: 'status', title: 'Situação', render: (row: Vehicle) => VEHICLE_STATUS_LABELS[row.status] },
    statusColumn<Vehicle>('ativo', 'Status'),
  ],
  fields: [
    { section: 'Dados do veículo' },
    { name: 'placa', autoFocus: true, maxLength: 10, placeholder: 'ABC1D23 ou ABC-1234' },
    { name: 'modelo', maxLength: 80, inline: true },
    { name: 'marca', maxLength: 60, inline: true },
    { name: 'ano', kind: 'number', inline: true },
    {
      name: 'categoria_cnh',
      kind: 'select',
      options: VEHICLE_CNH_CATEGORIES.map((c) => ({ value: c, label: c })),
      inline: true,
    },
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    { name: 'cidade', maxLength: 120 },
    { name: 'odometro', kind: 'number', inline: true },
    {
      name: 'status',
      kind: 'select',
      options: VEHICLE_STATUSES.map((s) => ({ value: s, label: VEHICLE_STATUS_LABELS[s] })),
      inline: true,
    },
    { section: 'Propriedade' },
    { name: 'propriedade', kind: 'select', options: OWNERSHIPS.map((o) => ({ value: o, label: OWNERSHIP_LABELS[o] })) },
    {
      name: 'id_locadora',
      kind: 'select',
      load: (_values, search) => recordOptions(RENTAL_API, 'nome', search),
      enabledWhen: (values) => values.propriedade === 'alugado',
    },
    { name: 'contrato', maxLength: 60, inline: true, enabledWhen: (values) => values.propriedade === 'alugado' },
    { name: 'valor_mensal', kind: 'number', inline: true, enabledWhen: (values) => values.propriedade === 'alugado' },
    {
      name: 'devolucao_em',
      kind: 'date',
      format: 'DD/MM/YYYY',
      inline: true,
      enabledWhen: (values) => values.propriedade === 'alugado',
    },
    ACTIVE_FIELD,
  ],
  newValues: {
    placa: '',
    modelo: '',
    marca: '',
    ano: new Date().getFullYear(),
    id_empresa: 0,
    cidade: '',
    categoria_cnh: 'B',
    propriedade: 'proprio',
    id_locadora: null,
    contrato: '',
    valor_mensal: null,
    devolucao_em: null,
    odometro: 0,
    status: 'disponivel',
  },
  nameField: 'placa',
  history: 'frota_veiculo',
});

/** Rental companies (`/fleet/rentals`). */
export const RENTALS = crudScreens({
  ...GENERIC_FORM,
  api: RENTAL_API,
  path: RENTALS_PATH,
  back: FLEET_HOME_PATH,
  titles: {
    list: 'Locadoras',
    register: 'Locadoras - Nova Locadora',
    edit: 'Locadoras - Editar Locadora',
    delete: 'Excluir Locadora?',
    add: 'NOVA LOCADORA',
  },
  labels: { nome: 'Nome', cnpj: 'CNPJ', telefone: 'Telefone', ativo: 'Status' },
  columns: [
    { key: 'nome', title: 'Nome' },
    { key: 'cnpj', title: 'CNPJ' },
    { key: 'telefone', title: 'Telefone' },
    statusColumn<RentalCompany>('ativo', 'Status'),
  ],
  fields: [
    { name: 'nome', autoFocus: true, maxLength: 120 },
    { name: 'cnpj', mask: 'cnpj', placeholder: '00.000.000/0000-00', inline: true },
    { name: 'telefone', mask: 'phone', inline: true },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', cnpj: '', telefone: '' },
  history: 'frota_locadora',
});
