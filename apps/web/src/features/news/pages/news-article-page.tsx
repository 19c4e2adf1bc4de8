import { Alert, Button, Skeleton, Tag } from 'antd';
import { CheckCircleFilled, LinkOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { dateAndTime, formatInstantDate } from '@intranet/shared/format/dates';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import type { NewsArticle } from '@intranet/shared/news/news.schemas';
import { READ_CONFIRMATIONS_MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import { idParam } from '@intranet/shared/validation/fields';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useNewsArticle } from '../api/get-article';
import { useConfirmReading } from '../api/confirm-reading';
import { CategoryChip } from '../components/category-chip';
import { HashtagList } from '../components/hashtag-list';
import { NewsCover } from '../components/news-cover';
import { NEWS_FEED_PATH } from '../news-paths';
import '../news.css';

/** `/news/:id`: the article of the reader's audience. */
export function NewsArticlePage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <Article id={parsed.data} />;
}

function Article({ id }: { id: number }) {
  const article = useNewsArticle(id);
  return (
    <SectionLayout title={NEWS_MSG.title} back={NEWS_FEED_PATH}>
      {article.isPending ? (
        <Skeleton active />
      ) : article.isError ? (
        <Alert
          type="error"
          showIcon
          title={
            article.error instanceof ApiError && article.error.status === 404 ? NEWS_MSG.notFound : NEWS_MSG.loadFailed
          }
        />
      ) : (
        <ArticleBody item={article.data} />
      )}
    </SectionLayout>
  );
}

function ArticleBody({ item }: { item: NewsArticle }) {
  return (
    <article className="news-article">
      <div className="news-article__meta">
        {item.categoria && <CategoryChip category={item.categoria} />}
        <time dateTime={item.publicado_em}>{formatInstantDate(item.publicado_em)}</time>
        {item.importante && <Tag color="gold">{NEWS_MSG.important}</Tag>}
        {item.requer_lido && <Tag color="red">{NEWS_MSG.mandatory}</Tag>}
      </div>
      <h2 className="news-article__title">{item.titulo}</h2>
      {item.resumo && <p className="news-article__lead">{item.resumo}</p>}
      <NewsCover id={item.imagem_capa} alt={`Capa: ${item.titulo}`} className="news-article__cover" />
      <RichTextView html={item.texto} />
      {item.imagem_auxiliar && (
        <NewsCover id={item.imagem_auxiliar} alt="Imagem auxiliar" className="news-article__auxiliary" />
      )}
      {(item.fonte || item.url) && (
        <div className="news-article__source">
          {item.fonte && (
            <span>
              <strong>{NEWS_MSG.source}:</strong> {item.fonte}
            </span>
          )}
          {item.url && (
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              <LinkOutlined /> {NEWS_MSG.openLink}
            </a>
          )}
        </div>
      )}
      <HashtagList hashtag={item.hashtag} />
      {item.requer_lido && <Reading item={item} />}
    </article>
  );
}

/** A mandatory item: "Li e estou ciente" until the reader confirms, then the instant they did. */
function Reading({ item }: { item: NewsArticle }) {
  const notify = useNotify();
  const confirm = useConfirmReading();
  if (item.confirmado_em) {
    const { date, time } = dateAndTime(item.confirmado_em);
    return (
      <Alert
        className="news-article__reading"
        type="success"
        showIcon
        icon={<CheckCircleFilled />}
        title={NEWS_MSG.confirmedAt(date, time)}
      />
    );
  }
  return (
    <Alert
      className="news-article__reading"
      type="warning"
      showIcon
      title={NEWS_MSG.confirmHint}
      action={
        <Button
          type="primary"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(item.id, {
              onSuccess: () => notify.success(READ_CONFIRMATIONS_MSG.confirmed),
              onError: (error) => notify.fail(error),
            })
          }
        >
          {NEWS_MSG.confirm}
        </Button>
      }
    />
  );
}
