import { HANDBOOK_CATEGORY_API, HANDBOOK_CHAPTER_API } from '@intranet/shared/handbook/handbook.contract';
import { HANDBOOK_MSG } from '@intranet/shared/handbook/handbook.messages';
import type { HandbookCategory, HandbookChapter } from '@intranet/shared/handbook/handbook.schemas';
import { dateColumn, statusColumn } from '../../components/crud/crud-columns';
import { type CrudFormItem, crudScreens } from '../../components/crud/crud-config';
import { recordOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { CHAPTERS_PATH, HANDBOOK_CATEGORIES_PATH, HANDBOOK_VIEW_PATH } from './handbook-paths';

/** The handbook's parts (`/employee-handbook/categories`): title and status; their order is set in the list. */
export const HANDBOOK_CATEGORIES = crudScreens({
  ...GENERIC_FORM,
  api: HANDBOOK_CATEGORY_API,
  path: HANDBOOK_CATEGORIES_PATH,
  back: `${CHAPTERS_PATH}/list`,
  titles: {
    list: HANDBOOK_MSG.categories,
    register: 'Categorias do Manual - Nova Categoria',
    edit: 'Categorias do Manual - Editar Categoria',
    delete: 'Excluir Categoria?',
    add: 'NOVA CATEGORIA',
  },
  labels: { titulo: 'Título', prioridade: 'Ordem', ativo: 'Status' },
  columns: [
    { key: 'prioridade', title: 'Ordem', align: 'center', width: 80 },
    { key: 'titulo', title: 'Título' },
    statusColumn<HandbookCategory>('ativo', 'Status'),
  ],
  fields: [{ name: 'titulo', autoFocus: true, maxLength: 80 }, ACTIVE_FIELD],
  newValues: { titulo: '' },
  nameField: 'titulo',
  history: 'rh_manual_categoria',
});

const chapterFields: CrudFormItem[] = [
  { name: 'id_categoria', kind: 'select', load: (_, search) => recordOptions(HANDBOOK_CATEGORY_API, 'titulo', search) },
  { name: 'titulo', autoFocus: true, maxLength: 150, placeholder: 'Ex.: Férias e folgas' },
  { name: 'texto', kind: 'richText' },
  {
    name: 'requer_leitura',
    kind: 'switch',
    on: 'Exige confirmação',
    off: 'Sem confirmação',
    inline: true,
    text: 'Cada colaborador confirma a leitura com "Li e estou ciente".',
  },
  ACTIVE_FIELD,
];

/**
 * Chapters (`/employee-handbook/list`, `register`, `edit/:id`): part, title, rich text, whether
 * reading is confirmed; on edit, "Exigir nova leitura de todos" raises the version.
 */
export const HANDBOOK_CHAPTERS = crudScreens({
  ...GENERIC_FORM,
  api: HANDBOOK_CHAPTER_API,
  path: CHAPTERS_PATH,
  back: HANDBOOK_VIEW_PATH,
  afterSave: 'list',
  titles: {
    list: HANDBOOK_MSG.chapters,
    register: 'Manual do Colaborador - Novo Capítulo',
    edit: 'Manual do Colaborador - Editar Capítulo',
    delete: 'Excluir Capítulo?',
    add: 'NOVO CAPÍTULO',
  },
  labels: {
    id_categoria: 'Categoria',
    titulo: 'Título',
    texto: 'Texto',
    requer_leitura: 'Confirmação de leitura',
    nova_leitura: HANDBOOK_MSG.newReading,
    versao: 'Versão',
    versao_em: 'Versão desde',
    atualizado_em: 'Atualizado em',
    prioridade: 'Ordem',
    ativo: 'Status',
  },
  columns: [
    { key: 'ordem', title: 'Ordem', align: 'center', width: 80, sortable: false },
    { key: 'categoria', title: 'Categoria' },
    { key: 'titulo', title: 'Título' },
    { key: 'versao', title: 'Versão', align: 'center', width: 80 },
    {
      key: 'requer_leitura',
      title: 'Leitura',
      align: 'center',
      badge: (row: HandbookChapter) => (row.requer_leitura ? { text: 'Obrigatória', color: 'orange' } : null),
    },
    dateColumn<HandbookChapter>('atualizado_em', 'Atualizado em'),
    statusColumn<HandbookChapter>('ativo', 'Status'),
  ],
  fields: chapterFields,
  editFields: [
    ...chapterFields,
    {
      name: 'nova_leitura',
      kind: 'switch',
      on: 'Sim',
      off: 'Não',
      text: HANDBOOK_MSG.newReadingHint,
      enabledWhen: (values) => values.requer_leitura === true,
    },
  ],
  newValues: { id_categoria: 0, titulo: '', texto: '', requer_leitura: false },
  nameField: 'titulo',
  history: 'rh_manual_capitulo',
});
