import { CATEGORY_API, INCIDENT_CATEGORY_API } from '@intranet/shared/categories/categories.contract';
import type { Category } from '@intranet/shared/categories/categories.schemas';
import { iconColumn, statusColumn } from '../../components/crud/crud-columns';
import { type CrudFormItem, crudScreens } from '../../components/crud/crud-config';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { CATEGORIES_PATH, INCIDENT_CATEGORIES_PATH } from './category-paths';

const columns: DataTableColumn<Category>[] = [
  { key: 'titulo', title: 'Título' },
  iconColumn<Category>('icone', 'Ícone', 'color'),
  { key: 'color', title: 'Cor' },
  statusColumn<Category>('ativo', 'Status'),
];
const fields: CrudFormItem[] = [
  { name: 'titulo', autoFocus: true, maxLength: 80 },
  { name: 'icone', kind: 'icon', inline: true },
  { name: 'color', kind: 'color', inline: true },
  ACTIVE_FIELD,
];

const shared = {
  ...GENERIC_FORM,
  back: '/human-resources/home',
  labels: { titulo: 'Título', icone: 'Ícone', color: 'Cor', ativo: 'Status' },
  columns,
  fields,
  newValues: { titulo: '', icone: '', color: '#1565c0' },
  nameField: 'titulo',
} as const;

/** News categories (`/categories`): title, icon and colour. */
export const CATEGORIES = crudScreens({
  ...shared,
  api: CATEGORY_API,
  path: CATEGORIES_PATH,
  titles: {
    list: 'Categorias',
    register: 'Categorias - Nova Categoria',
    edit: 'Categorias - Editar Categoria',
    delete: 'Excluir Categoria?',
    add: 'NOVA CATEGORIA',
  },
  history: 'rh_categoria',
});

/** Incident categories (`/incidents-categories`). */
export const INCIDENT_CATEGORIES = crudScreens({
  ...shared,
  api: INCIDENT_CATEGORY_API,
  path: INCIDENT_CATEGORIES_PATH,
  titles: {
    list: 'Categorias de Incidentes',
    register: 'Categorias de Incidentes - Nova Categoria',
    edit: 'Categorias de Incidentes - Editar Categoria',
    delete: 'Excluir Categoria?',
    add: 'NOVA CATEGORIA',
  },
  history: 'rh_incidente_categoria',
});
