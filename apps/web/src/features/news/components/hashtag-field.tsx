import { useState } from 'react';
import { Input, Tag, Typography } from 'antd';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import { NEWS_LIMITS, cleanHashtag, joinHashtags, splitHashtags } from '@intranet/shared/news/news.rules';

type Props = { id?: string; value?: string; onChange?: (value: string) => void; disabled?: boolean };

/**
 * The hashtag chips of the generic form (spec §2.5): type a tag, press Enter or click outside to
 * confirm; a chip's x removes it. The value is the spec's form, each tag followed by a semicolon.
 */
export function HashtagField({ id, value = '', onChange, disabled }: Props) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tags = splitHashtags(value);
  const confirm = () => {
    const tag = cleanHashtag(draft);
    if (!tag) return setDraft('');
    if (/\s/.test(tag)) return setProblem(NEWS_MSG.hashtagSpaces);
    if (tag.length > NEWS_LIMITS.hashtag) return setProblem(NEWS_MSG.hashtagLength);
    if (tags.length >= NEWS_LIMITS.hashtags) return setProblem(NEWS_MSG.hashtagsMax);
    setDraft('');
    onChange?.(joinHashtags([...tags, tag]));
  };
  return (
    <div className="news-hashtag-field">
      <Input
        id={id}
        value={draft}
        disabled={disabled}
        prefix="#"
        maxLength={NEWS_LIMITS.hashtag + 5}
        status={problem ? 'error' : undefined}
        placeholder="hashtag"
        onChange={(e) => {
          setDraft(e.target.value.replace(/;/g, ''));
          setProblem(null);
        }}
        onPressEnter={(e) => {
          e.preventDefault();
          confirm();
        }}
        onBlur={confirm}
      />
      {problem ? (
        <Typography.Text type="danger" role="alert" className="news-hint">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" className="news-hint">
          Pressione Enter ou clique fora para confirmar
        </Typography.Text>
      )}
      {tags.length > 0 && (
        <div className="news-hashtags">
          {tags.map((tag) => (
            <Tag
              key={tag}
              closable={!disabled}
              closeIcon={<span aria-label={`Remover #${tag}`}>×</span>}
              onClose={() => onChange?.(joinHashtags(tags.filter((t) => t !== tag)))}
            >
              #{tag}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
