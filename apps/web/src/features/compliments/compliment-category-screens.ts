import { COMPLIMENT_CATEGORY_API } from '@intranet/shared/compliments/compliments.contract';
import type { ComplimentCategory } from '@intranet/shared/compliments/compliments.schemas';
import { iconColumn, statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { COMPLIMENT_CATEGORIES_PATH } from './compliments-paths';

const columns: DataTableColumn<ComplimentCategory>[] = [
  { key: 'nome', title: 'Nome' },
  iconColumn<ComplimentCategory>('icone', 'Ícone', 'cor'),
  { key: 'cor', title: 'Cor' },
  statusColumn<ComplimentCategory>('ativo', 'Status'),
];

/** Compliment categories (`/compliments-categories`): name, material icon, colour, active. */
export const COMPLIMENT_CATEGORIES = crudScreens({
  ...GENERIC_FORM,
  api: COMPLIMENT_CATEGORY_API,
  path: COMPLIMENT_CATEGORIES_PATH,
  back: '/human-resources/home',
  titles: {
    list: 'Categorias de Elogios',
    register: 'Categorias de Elogios - Nova Categoria',
    edit: 'Categorias de Elogios - Editar Categoria',
    delete: 'Excluir Categoria?',
    add: 'NOVA CATEGORIA',
  },
  labels: { nome: 'Nome', icone: 'Ícone', cor: 'Cor', ativo: 'Status' },
  columns,
  fields: [
    { name: 'nome', autoFocus: true, maxLength: 80 },
    { name: 'icone', kind: 'icon', inline: true },
    { name: 'cor', kind: 'color', inline: true },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', icone: '', cor: '#1565c0' },
  status: 'ativo',
  history: 'rh_elogio_categoria',
});
