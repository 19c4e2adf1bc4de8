import { FAQ_CATEGORY_API, FAQ_QUESTION_API } from '@intranet/shared/faq/faq.contract';
import type { FaqCategory } from '@intranet/shared/faq/faq.schemas';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { recordOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { FAQ_CATEGORIES_PATH, FAQ_LIST, FAQ_PATH } from './faq-paths';

/** FAQ categories (`/faq-categories`): title, order and status. */
export const FAQ_CATEGORIES = crudScreens({
  ...GENERIC_FORM,
  api: FAQ_CATEGORY_API,
  path: FAQ_CATEGORIES_PATH,
  back: FAQ_LIST,
  titles: {
    list: 'Categorias do FAQ',
    register: 'Categorias do FAQ - Nova Categoria',
    edit: 'Categorias do FAQ - Editar Categoria',
    delete: 'Excluir Categoria?',
    add: 'NOVA CATEGORIA',
  },
  labels: { titulo: 'Título', ordem: 'Ordem', ativo: 'Status' },
  columns: [
    { key: 'titulo', title: 'Título' },
    { key: 'ordem', title: 'Ordem', align: 'center', sorter: (a: FaqCategory, b: FaqCategory) => a.ordem - b.ordem },
    statusColumn<FaqCategory>('ativo', 'Status'),
  ],
  fields: [
    { name: 'titulo', autoFocus: true, maxLength: 80 },
    { name: 'ordem', kind: 'number', inline: true, text: 'As categorias aparecem da menor ordem para a maior.' },
    ACTIVE_FIELD,
  ],
  newValues: { titulo: '', ordem: 0 },
  nameField: 'titulo',
  history: 'rh_faq_categoria',
});

/**
 * FAQ questions (`/faq/register`, `/faq/edit/:id`): the category, the question, the answer (rich
 * text) and whether it opens without login. The list is the FAQ's own staff table (`/faq/list`).
 */
export const FAQ_QUESTIONS = crudScreens({
  ...GENERIC_FORM,
  api: FAQ_QUESTION_API,
  path: FAQ_PATH,
  back: FAQ_LIST,
  titles: {
    list: 'Perguntas frequentes',
    register: 'Perguntas frequentes - Nova Pergunta',
    edit: 'Perguntas frequentes - Editar Pergunta',
    delete: 'Excluir Pergunta?',
    add: 'NOVA PERGUNTA',
  },
  labels: {
    id_categoria: 'Categoria',
    pergunta: 'Pergunta',
    resposta: 'Resposta',
    publica: 'Visibilidade',
    ativo: 'Status',
  },
  columns: [{ key: 'pergunta', title: 'Pergunta' }],
  fields: [
    { name: 'id_categoria', kind: 'select', load: (_, search) => recordOptions(FAQ_CATEGORY_API, 'titulo', search) },
    { name: 'pergunta', autoFocus: true, maxLength: 200, placeholder: 'Ex.: Como solicito minhas férias?' },
    { name: 'resposta', kind: 'richText' },
    {
      name: 'publica',
      kind: 'switch',
      on: 'Pública',
      off: 'Interna',
      inline: true,
      text: 'Pública: aberta a clientes e candidatos, sem login. Interna: só colaboradores.',
    },
    ACTIVE_FIELD,
  ],
  newValues: { id_categoria: 0, pergunta: '', resposta: '', publica: false },
  nameField: 'pergunta',
  afterSave: () => FAQ_LIST,
  history: 'rh_faq_pergunta',
});
