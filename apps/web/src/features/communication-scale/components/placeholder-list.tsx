import { Button, Tooltip } from 'antd';
import {
  MESSAGE_PLACEHOLDERS,
  type MessagePlaceholder,
} from '@intranet/shared/communication-scale/message-placeholders';

const NAMES = Object.keys(MESSAGE_PLACEHOLDERS) as MessagePlaceholder[];

/** The placeholders a message may use, beside its editor: a click inserts one where the text is being written. */
export function PlaceholderList({ onInsert, disabled }: { onInsert: (token: string) => void; disabled?: boolean }) {
  return (
    <div className="rule-form__placeholders" aria-label="Variáveis">
      <span className="rule-form__placeholders-title">Variáveis:</span>
      {NAMES.map((name) => (
        <Tooltip key={name} title={MESSAGE_PLACEHOLDERS[name]}>
          <Button
            size="small"
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onInsert(`{{${name}}}`)}
          >
            {`{{${name}}}`}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
