import { useState } from 'react';
import { Input, InputNumber } from 'antd';
import { EditOutlined } from '@ant-design/icons';

type Props = {
  value: unknown;
  kind?: 'text' | 'number';
  onSave: (value: string | number | null) => void | Promise<void>;
};

/** A cell shown as text that turns into an input on click; Enter or leaving the field saves. */
export function EditableCell({ value, kind = 'text', onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | number | null>(null);
  const start = () => {
    setDraft((value as string | number | null) ?? (kind === 'number' ? null : ''));
    setEditing(true);
  };
  const finish = async () => {
    setEditing(false);
    if (draft !== value) await onSave(draft);
  };
  if (!editing) {
    // The accessible name starts with what the cell shows, as the visible text reads.
    const shown = value === null || value === undefined || value === '' ? '—' : String(value);
    return (
      <button type="button" className="data-table__editable" onClick={start} aria-label={`${shown}, editar célula`}>
        <span>{shown}</span>
        <EditOutlined />
      </button>
    );
  }
  return kind === 'number' ? (
    <InputNumber
      autoFocus
      size="small"
      value={draft as number | null}
      onChange={(v) => setDraft(v)}
      onBlur={() => void finish()}
      onPressEnter={() => void finish()}
    />
  ) : (
    <Input
      autoFocus
      size="small"
      value={(draft as string) ?? ''}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void finish()}
      onPressEnter={() => void finish()}
    />
  );
}
