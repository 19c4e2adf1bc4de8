import { PictureOutlined } from '@ant-design/icons';
import { useFileUrl } from '../../../components/file-image/use-file-url';

type Props = { id: string | null; alt: string; className?: string };

/** A stored image filling its box (a card's cover, the article's images); a placeholder until it loads. */
export function NewsCover({ id, alt, className = 'news-cover' }: Props) {
  const { url } = useFileUrl(id);
  if (!url)
    return alt ? (
      <div className={`${className} news-cover--empty`} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden />
      </div>
    ) : (
      <div className={`${className} news-cover--empty`} aria-hidden>
        <PictureOutlined />
      </div>
    );
  return <img src={url} alt={alt} className={className} />;
}
