import { Tag } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatInstantDate } from '@intranet/shared/format/dates';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import type { NewsCard as Card } from '@intranet/shared/news/news.schemas';
import { newsArticlePath } from '../news-paths';
import { CategoryChip } from './category-chip';
import { NewsCover } from './news-cover';

const NEUTRAL = '#8c8c8c';

/** A card of the feed: cover, category colour, title, summary and date; pinned items say why. */
export function NewsCard({ item }: { item: Card }) {
  const pending = item.requer_lido && !item.confirmado;
  return (
    <article
      className={item.fixado ? 'news-card news-card--pinned' : 'news-card'}
      style={{ borderTopColor: item.categoria?.color ?? NEUTRAL }}
      aria-label={item.titulo}
    >
      <Link to={newsArticlePath(item.id)} className="news-card__link">
        <NewsCover id={item.imagem_capa} alt="" />
        <div className="news-card__body">
          <div className="news-card__meta">
            {item.categoria && <CategoryChip category={item.categoria} />}
            <time dateTime={item.publicado_em}>{formatInstantDate(item.publicado_em)}</time>
          </div>
          {item.fixado && (
            <div className="news-card__flags">
              <PushpinFilled aria-label={NEWS_MSG.pinned} className="news-card__pin" />
              {pending && <Tag color="red">{NEWS_MSG.mandatory}</Tag>}
              {item.importante && <Tag color="gold">{NEWS_MSG.important}</Tag>}
            </div>
          )}
          <h2 className="news-card__title">{item.titulo}</h2>
          <p className="news-card__summary">{item.resumo}</p>
        </div>
      </Link>
    </article>
  );
}
