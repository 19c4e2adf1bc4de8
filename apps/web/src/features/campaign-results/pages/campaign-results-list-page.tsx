import { CAMPAIGN_RESULTS_MSG } from '@intranet/shared/campaign-results/campaign-results.messages';
import type { CampaignResultsItem } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCampaignResultsList } from '../api/list-campaign-results';

const columns: DataTableColumn<CampaignResultsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /campaign-results/list. */
export function CampaignResultsListPage() {
  const list = useCampaignResultsList();
  return (
    <SectionLayout title={CAMPAIGN_RESULTS_MSG.title} back="/">
      <DataTable<CampaignResultsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
