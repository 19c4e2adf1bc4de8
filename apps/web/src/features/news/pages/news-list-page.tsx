import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import type { NewsItem } from '@intranet/shared/news/news.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNewsList } from '../api/list-news';

const columns: DataTableColumn<NewsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /news/list. */
export function NewsListPage() {
  const list = useNewsList();
  return (
    <SectionLayout title={NEWS_MSG.title} back="/">
      <DataTable<NewsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
