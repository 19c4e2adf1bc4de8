import { CAMPAIGN_DEFAULTS, type Campaign } from '@intranet/shared/sales/campaign.schemas';
import { CHANNEL_DEFAULTS, type Channel } from '@intranet/shared/sales/channel.schemas';
import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { SALES_NAME_MAX } from '@intranet/shared/sales/sales.messages';
import { MSG } from '@intranet/shared/validation/messages';
import { flagColumn, shortDateColumn, statusColumn } from '../../components/crud/crud-columns';
import { type CrudField, crudScreens } from '../../components/crud/crud-config';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { CAMPAIGNS_PATH, CHANNELS_PATH } from './sales-paths';
import { CAMPAIGN_TEXT, CHANNEL_TEXT, SALES_LABELS } from './sales-texts';

type ApiFlag = 'api' | 'public';

/** Campaigns and channels share their fields: a name, the provider flags, the flag shown as API, and the status. */
function fields(nameLabel: string, apiField: ApiFlag): CrudField[] {
  const flag = (name: string): CrudField => ({ name, kind: 'switch', inline: true });
  return [
    { name: 'nome', label: nameLabel, maxLength: SALES_NAME_MAX, autoFocus: true },
    flag('bitcom'),
    flag('razao'),
    flag('vetorial'),
    flag(apiField),
    { name: 'ativo', kind: 'switch', on: 'Ativo', off: 'Inativo', inline: true },
  ];
}

function columns<Row extends Campaign | Channel>(apiField: ApiFlag & keyof Row): DataTableColumn<Row>[] {
  return [
    { key: 'nome', title: SALES_LABELS.nome },
    flagColumn<Row>('bitcom', SALES_LABELS.bitcom),
    flagColumn<Row>('razao', SALES_LABELS.razao),
    flagColumn<Row>('vetorial', SALES_LABELS.vetorial),
    flagColumn<Row>(apiField, SALES_LABELS[apiField]),
    statusColumn<Row>('ativo', SALES_LABELS.ativo),
  ];
}

const shared = { back: '/marketing/home', labels: SALES_LABELS, status: 'ativo', nameField: 'nome' } as const;

/** Sales campaigns (marketing spec §2): without a name the form also says 'Preencha todos os campos obrigatórios!' (§5). */
export const CAMPAIGNS = crudScreens({
  ...shared,
  api: CAMPAIGN_API,
  path: CAMPAIGNS_PATH,
  titles: {
    list: 'Campanhas',
    register: 'Campanhas - Nova Campanha',
    edit: 'Campanhas - Editar Campanha',
    delete: 'Excluir Campanha?',
    add: 'NOVA CAMPANHA',
  },
  texts: CAMPAIGN_TEXT,
  columns: columns<Campaign>('api'),
  fields: fields('Nome da campanha', 'api'),
  newValues: { nome: '', ...CAMPAIGN_DEFAULTS },
  invalidToast: MSG.fillRequired,
  history: 'vendas_campanha',
});

/** Sales channels (marketing spec §2): the list also shows the creation date; a missing name only marks the field (§5). */
export const CHANNELS = crudScreens({
  ...shared,
  api: CHANNEL_API,
  path: CHANNELS_PATH,
  titles: {
    list: 'Canais',
    register: 'Canais - Novo Canal',
    edit: 'Canais - Editar Canal',
    delete: 'Excluir Canal?',
    add: 'NOVO CANAL',
  },
  texts: CHANNEL_TEXT,
  columns: [shortDateColumn<Channel>('created_at', SALES_LABELS.created_at), ...columns<Channel>('public')],
  fields: fields('Nome do canal', 'public'),
  newValues: { nome: '', ...CHANNEL_DEFAULTS },
  history: 'vendas_canal',
});
