import { useState } from 'react';
import { Input, Tag, Typography } from 'antd';
import { hashtag } from '@intranet/shared/content/content.schemas';

type Props = {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  'aria-label'?: string;
};

function clean(text: string): string {
  return text.trim().replace(/^#+/, '').trim();
}

/**
 * Hashtag chips: type, then press Enter or click outside to confirm; a chip's x removes it. A
 * hashtag the shared rule refuses (a space in it) stays in the box with the reason below.
 */
export function HashtagInput({ id, value = [], onChange, placeholder, 'aria-label': ariaLabel }: Props) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const tag = clean(draft);
    const checked = hashtag.safeParse(tag);
    if (tag && !checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setDraft('');
    if (!tag || value.some((v) => v.toLowerCase() === tag.toLowerCase())) return;
    onChange?.([...value, tag]);
  };
  return (
    <div className="hashtag-input">
      <Input
        id={id}
        aria-label={ariaLabel}
        value={draft}
        placeholder={placeholder}
        prefix="#"
        maxLength={60}
        status={problem ? 'error' : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          setProblem(null);
        }}
        onPressEnter={(e) => {
          e.preventDefault();
          confirm();
        }}
        onBlur={confirm}
      />
      {problem ? (
        <Typography.Text type="danger" className="hashtag-input__hint" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <div className="hashtag-input__hint">Pressione Enter ou clique fora para confirmar</div>
      )}
      {value.length > 0 && (
        <div className="hashtag-input__tags">
          {value.map((tag) => (
            <Tag key={tag} closable onClose={() => onChange?.(value.filter((v) => v !== tag))}>
              {`#${tag}`}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
