import type { Channel } from '@intranet/shared/sales/channel.schemas';
import { formatShortDate } from '@intranet/shared/format/dates';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { CHANNELS } from '../sales-catalog';
import { catalogColumns } from '../sales-format';
import { SALES_LABELS } from '../sales-texts';
import { SalesEditPage } from './sales-edit-page';
import { SalesListPage } from './sales-list-page';
import { SalesRegisterPage } from './sales-register-page';

const columns: DataTableColumn<Channel>[] = [
  { key: 'created_at', title: SALES_LABELS.created_at, text: (r) => formatShortDate(r.created_at) },
  ...catalogColumns<Channel>('public'),
];

/** /marketing/channels/list. */
export function ChannelListPage() {
  return <SalesListPage catalog={CHANNELS} columns={columns} />;
}

export function ChannelRegisterPage() {
  return <SalesRegisterPage catalog={CHANNELS} />;
}

export function ChannelEditPage() {
  return <SalesEditPage catalog={CHANNELS} />;
}
