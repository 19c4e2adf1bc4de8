import { DOCUMENT_CATEGORY_API } from '@intranet/shared/documents/documents.contract';
import type { DocumentCategory } from '@intranet/shared/documents/documents.schemas';
import { flagColumn, statusColumn } from '../../components/crud/crud-columns';
import { type CrudFormItem, crudScreens } from '../../components/crud/crud-config';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import type { DataTableColumn } from '../../components/data-table/data-table';
import type { HistoryFieldKind } from '../../components/history-viewer/history-viewer';
import { DOCUMENT_CATEGORIES_PATH, HR_HOME_PATH } from './documents-paths';

/** Field names as people read them: the form and the history viewer of a document. */
export const DOCUMENT_LABELS = {
  id_usuario: 'Colaborador',
  id_categoria: 'Categoria',
  id_arquivo: 'Arquivo',
  titulo: 'Título',
  data_emissao: 'Data de emissão',
  data_validade: 'Data de validade',
  observacao: 'Observação',
  alerta_enviado_em: 'Aviso de validade enviado em',
};

export const DOCUMENT_HISTORY_KINDS: Record<string, HistoryFieldKind> = {};
export const DOCUMENT_HISTORY_IGNORE = ['id', 'id_enviado_por', 'id_arquivo'];

const CATEGORY_LABELS = {
  nome: 'Nome',
  descricao: 'Descrição',
  exige_validade: 'Exige validade',
  dias_alerta: 'Dias de alerta',
  visivel_colaborador: 'Visível ao colaborador',
  ativo: 'Status',
};

const columns: DataTableColumn<DocumentCategory>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'descricao', title: 'Descrição' },
  flagColumn<DocumentCategory>('exige_validade', 'Exige validade'),
  { key: 'dias_alerta', title: 'Dias de alerta', align: 'right' },
  flagColumn<DocumentCategory>('visivel_colaborador', 'Visível ao colaborador'),
  statusColumn<DocumentCategory>('ativo', 'Status'),
];

const fields: CrudFormItem[] = [
  { name: 'nome', autoFocus: true, maxLength: 80 },
  { name: 'descricao', kind: 'textarea', maxLength: 500 },
  {
    name: 'exige_validade',
    kind: 'switch',
    inline: true,
    text: 'O documento só é salvo com a data de validade.',
  },
  {
    name: 'dias_alerta',
    kind: 'number',
    inline: true,
    text: 'Quantos dias antes da validade o RH e o colaborador são avisados.',
  },
  {
    name: 'visivel_colaborador',
    kind: 'switch',
    inline: true,
    text: 'O colaborador vê e baixa os seus documentos desta categoria.',
  },
  ACTIVE_FIELD,
];

/** Document categories (`/documents-categories`): name, description, expiry rule, warning days, who sees them. */
export const DOCUMENT_CATEGORIES = crudScreens({
  ...GENERIC_FORM,
  api: DOCUMENT_CATEGORY_API,
  path: DOCUMENT_CATEGORIES_PATH,
  back: HR_HOME_PATH,
  titles: {
    list: 'Categorias de Documentos',
    register: 'Categorias de Documentos - Nova Categoria',
    edit: 'Categorias de Documentos - Editar Categoria',
    delete: 'Excluir Categoria?',
    add: 'NOVA CATEGORIA',
  },
  labels: CATEGORY_LABELS,
  columns,
  fields,
  newValues: { nome: '', descricao: '', exige_validade: false, dias_alerta: 30, visivel_colaborador: true },
  history: 'rh_documento_categoria',
});
