import { useState } from 'react';
import { Input, Tag } from 'antd';

type Props = { id?: string; value?: string[]; onChange?: (value: string[]) => void; placeholder?: string; 'aria-label'?: string };

function clean(text: string): string {
  return text.trim().replace(/^#+/, '').trim();
}

/** Hashtag chips: type, then press Enter or click outside to confirm; a chip's x removes it. */
export function HashtagInput({ id, value = [], onChange, placeholder, 'aria-label': ariaLabel }: Props) {
  const [draft, setDraft] = useState('');
  const confirm = () => {
    const tag = clean(draft);
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
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          confirm();
        }}
        onBlur={confirm}
      />
      <div className="hashtag-input__hint">Pressione Enter ou clique fora para confirmar</div>
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
