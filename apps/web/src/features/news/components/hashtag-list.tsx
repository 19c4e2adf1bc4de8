import { Link } from 'react-router-dom';
import { splitHashtags } from '@intranet/shared/news/news.rules';
import { newsFeedPath } from '../news-paths';

/** The item's hashtags, each a link that searches the feed by it. */
export function HashtagList({ hashtag }: { hashtag: string }) {
  const tags = splitHashtags(hashtag);
  if (!tags.length) return null;
  return (
    <nav className="news-hashtags" aria-label="Hashtags">
      {tags.map((tag) => (
        <Link key={tag} to={newsFeedPath(null, tag)} className="news-hashtag" title={`Buscar notícias com #${tag}`}>
          #{tag}
        </Link>
      ))}
    </nav>
  );
}
