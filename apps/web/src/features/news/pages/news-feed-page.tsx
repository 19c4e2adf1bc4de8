import { Alert, Button, Empty, Input, Pagination, Skeleton, Tag } from 'antd';
import { EditOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import { idParam } from '@intranet/shared/validation/fields';
import { MaterialIcon } from '../../../components/material-icon/material-icon';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useNewsCategories } from '../api/list-categories';
import { useNewsFeed } from '../api/list-feed';
import { NewsCard } from '../components/news-card';
import { readableOn } from '../../../components/colors/readable-on';
import { NEWS_SUGGEST_PATH, NEWS_TABLE_PATH, newsFeedPath } from '../news-paths';
import '../news.css';

export const FEED_PAGE_SIZE = 12;

/**
 * `/news/list/:category?`: the reader's feed, a grid of cards of their audience, filtered by category
 * (the path), by hashtag and by text (`?hashtag=`, `?busca=`); pinned items first (mandatory and not
 * confirmed yet, then important), then the newest.
 */
export function NewsFeedPage() {
  const navigate = useNavigate();
  const parsed = idParam.safeParse(useParams().category);
  const category = parsed.success ? parsed.data : undefined;
  const [params, setParams] = useSearchParams();
  const hashtag = params.get('hashtag') ?? undefined;
  const busca = params.get('busca') ?? undefined;
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const canSuggest = useCan('news.suggest');
  const canManage = useCan('news.list');
  const categories = useNewsCategories();
  const feed = useNewsFeed({
    categoria: category,
    hashtag,
    busca,
    limit: FEED_PAGE_SIZE,
    offset: (page - 1) * FEED_PAGE_SIZE,
  });
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('pagina' in changes)) next.delete('pagina');
    setParams(next);
  };
  const goToCategory = (id?: number) => {
    const next = new URLSearchParams(params);
    next.delete('pagina');
    const query = next.toString();
    navigate(`${newsFeedPath(id)}${query ? `?${query}` : ''}`);
  };

  return (
    <SectionLayout
      title={NEWS_MSG.title}
      back="/"
      extra={
        <>
          {canSuggest && (
            <Button icon={<EditOutlined />} onClick={() => navigate(NEWS_SUGGEST_PATH)}>
              {NEWS_MSG.suggest}
            </Button>
          )}
          {canManage && (
            <Button icon={<SettingOutlined />} onClick={() => navigate(NEWS_TABLE_PATH)}>
              {NEWS_MSG.manage}
            </Button>
          )}
        </>
      }
    >
      <div className="news-feed__filters">
        <nav className="news-feed__categories" aria-label="Categorias">
          <button
            type="button"
            className="news-feed__category"
            aria-pressed={!category}
            style={!category ? { background: '#7a1020' } : undefined}
            onClick={() => goToCategory()}
          >
            {NEWS_MSG.allCategories}
          </button>
          {categories.data?.map((c) => (
            <button
              key={c.id}
              type="button"
              className="news-feed__category"
              aria-pressed={category === c.id}
              style={category === c.id ? { background: c.color, color: readableOn(c.color) } : { borderColor: c.color }}
              onClick={() => goToCategory(c.id)}
            >
              {c.icone && <MaterialIcon name={c.icone} />}
              {c.titulo}
            </button>
          ))}
        </nav>
        <Input.Search
          key={busca ?? ''}
          className="news-feed__search"
          allowClear
          defaultValue={busca}
          placeholder="Buscar notícias"
          aria-label="Buscar notícias"
          onSearch={(value) => update({ busca: value.trim() || undefined })}
        />
        {hashtag && (
          <Tag closable color="purple" onClose={() => update({ hashtag: undefined })}>
            #{hashtag}
          </Tag>
        )}
      </div>
      {feed.isPending ? (
        <Skeleton active />
      ) : feed.isError ? (
        <Alert type="error" showIcon title={NEWS_MSG.listFailed} />
      ) : feed.data.itens.length === 0 ? (
        <Empty description={NEWS_MSG.emptyFeed} />
      ) : (
        <>
          <div className="news-grid">
            {feed.data.itens.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </div>
          {feed.data.total > FEED_PAGE_SIZE && (
            <Pagination
              className="news-feed__pager"
              current={page}
              pageSize={FEED_PAGE_SIZE}
              total={feed.data.total}
              showSizeChanger={false}
              onChange={(next) => update({ pagina: next > 1 ? String(next) : undefined })}
            />
          )}
        </>
      )}
    </SectionLayout>
  );
}
