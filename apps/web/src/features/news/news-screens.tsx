import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import { NEWS_LIMITS } from '@intranet/shared/news/news.rules';
import { NEWS_RECORD } from '@intranet/shared/news/news-record';
import type { NewsInput } from '@intranet/shared/news/news.schemas';
import type { HistoryFieldKind } from '../../components/history-viewer/history-viewer';
import { crudScreens } from '../../components/crud/crud-config';
import { companyOptions, departmentOptions } from '../../components/crud/crud-options';
import { GENERIC_FORM } from '../../components/crud/record-texts';
import { categoryOptions } from './api/list-category-options';
import { HashtagField } from './components/hashtag-field';
import { NewsImageField } from './components/news-image-field';
import { NEWS_TABLE_PATH } from './news-paths';

/** Field names as people read them: the form and the history viewer. */
export const NEWS_LABELS = {
  titulo: 'Título',
  resumo: 'Resumo',
  texto: 'Texto',
  fonte: 'Fonte',
  url: 'Link',
  imagem_capa: 'Imagem de capa',
  imagem_auxiliar: 'Imagem auxiliar',
  id_imagem_capa: 'Imagem de capa',
  id_imagem_auxiliar: 'Imagem auxiliar',
  categoria: 'Categoria',
  id_categoria: 'Categoria',
  hashtag: 'Hashtags',
  provedor: 'Provedor',
  id_empresa: 'Provedor',
  departamento: 'Departamento',
  id_departamento: 'Departamento',
  importante: 'Importante',
  requer_lido: 'Requer confirmação de leitura',
  ativo: 'Status',
  sugestao: 'Sugestão',
  id_autor: 'Autor',
} as const;

/** How the history viewer shows the audited columns of `rh_noticia`. */
export const NEWS_HISTORY_KINDS: Record<string, HistoryFieldKind> = {
  texto: 'richtext',
  id_imagem_capa: 'image',
  id_imagem_auxiliar: 'image',
  importante: 'boolean',
  requer_lido: 'boolean',
  ativo: 'boolean',
};

/** Columns the history leaves out: the publication and notice instants follow the status. */
export const NEWS_HISTORY_IGNORE = ['id', 'publicado_em', 'notificado_em', 'sugestao', 'id_autor'];

const byLabel = (search: string) => (o: { label: string }) =>
  !search.trim() || o.label.toLowerCase().includes(search.trim().toLowerCase());

/**
 * The news item on the generic form (spec §2.5, §3): content, images, classification, audience, and
 * the flags (importante and requer_lido start off, spec §4). The table and the screens are the area's
 * own (the table pages in SQL and reads with GET).
 */
export const NEWS_SCREENS = crudScreens({
  ...GENERIC_FORM,
  api: NEWS_RECORD,
  path: '/news',
  back: NEWS_TABLE_PATH,
  afterSave: () => NEWS_TABLE_PATH,
  titles: {
    list: NEWS_MSG.tableTitle,
    register: NEWS_MSG.registerTitle,
    edit: NEWS_MSG.editTitle,
    delete: NEWS_MSG.deleteTitle,
    add: NEWS_MSG.add,
  },
  texts: {
    created: NEWS_MSG.created,
    edited: NEWS_MSG.edited,
    deleted: NEWS_MSG.deleted,
    createFailed: NEWS_MSG.saveFailed,
    editFailed: NEWS_MSG.saveFailed,
    deleteFailed: NEWS_MSG.deleteFailed,
  },
  labels: NEWS_LABELS,
  columns: [],
  fields: [
    { section: 'Conteúdo' },
    { name: 'titulo', maxLength: NEWS_LIMITS.titulo, autoFocus: true },
    { name: 'resumo', kind: 'textarea', maxLength: NEWS_LIMITS.resumo, text: 'Aparece no cartão do feed.' },
    { name: 'texto', kind: 'richText' },
    { name: 'fonte', maxLength: NEWS_LIMITS.fonte, inline: true },
    { name: 'url', maxLength: NEWS_LIMITS.url, inline: true, placeholder: 'https://' },
    { section: 'Imagens' },
    {
      name: 'imagem_capa',
      control: <NewsImageField label={NEWS_LABELS.imagem_capa} formatText={NEWS_MSG.coverFormat} />,
    },
    {
      name: 'imagem_auxiliar',
      control: <NewsImageField label={NEWS_LABELS.imagem_auxiliar} formatText={NEWS_MSG.auxiliaryFormat} />,
    },
    { section: 'Classificação' },
    {
      name: 'categoria',
      kind: 'select',
      load: async (_values, search) => (await categoryOptions()).filter(byLabel(search)),
      placeholder: 'Selecione a categoria',
    },
    { name: 'hashtag', control: <HashtagField /> },
    { section: 'Público', subheader: 'Sem provedor e sem departamento, a notícia chega a todos os colaboradores.' },
    {
      name: 'provedor',
      kind: 'select',
      load: () => companyOptions(),
      placeholder: NEWS_MSG.audienceAll,
      inline: true,
    },
    {
      name: 'departamento',
      kind: 'select',
      load: (values) => departmentOptions(values.provedor),
      loadFrom: ['provedor'],
      resetOn: ['provedor'],
      keepIfOffered: true,
      enabledWhen: (values) => !!values.provedor,
      placeholder: NEWS_MSG.audienceAll,
      inline: true,
    },
    { section: 'Destaque e publicação' },
    {
      name: 'importante',
      kind: 'switch',
      inline: true,
      text: 'Fixa no topo do feed e avisa o público ao publicar.',
    },
    {
      name: 'requer_lido',
      kind: 'switch',
      inline: true,
      text: 'Cada pessoa confirma "Li e estou ciente"; até lá, fica fixada para ela.',
    },
    { name: 'ativo', kind: 'switch', on: 'Ativo', off: 'Inativo', inline: true },
  ],
  newValues: {
    titulo: '',
    resumo: '',
    texto: '',
    fonte: '',
    url: '',
    hashtag: '',
    importante: false,
    requer_lido: false,
  } as Partial<NewsInput> as NewsInput,
  status: 'ativo',
  nameField: 'titulo',
  history: 'rh_noticia',
});
