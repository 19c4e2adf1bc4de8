import { useEffect, useState, type ReactNode } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { MSG } from '@intranet/shared/validation/messages';
import { sanitizeHtml } from '../../lib/sanitize-html';
import './confirm-dialog.css';

export const DIALOG_TEXT_MAX = 450;

export type ConfirmDialogLayout = 'primary' | 'primary-secondary' | 'two-primary';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  subhead?: string;
  icon?: ReactNode;
  /** HTML text, sanitized before rendering. */
  text?: string;
  /** An optional textarea whose value is passed to onConfirm. */
  textarea?: { required?: boolean; placeholder?: string; initialValue?: string };
  /** primary only; primary + secondary (default); two primary buttons. */
  layout?: ConfirmDialogLayout;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Seconds counted down on the primary label; the primary stays disabled until it ends. */
  countdown?: number;
  loading?: boolean;
  danger?: boolean;
  onConfirm: (text: string) => void | Promise<void>;
  /** Close icon and mask click; also the secondary button unless onSecondary is given. */
  onCancel: () => void;
  /** The second button's own action (e.g. the other choice of a two-primary dialog). */
  onSecondary?: () => void;
};

function useCountdown(open: boolean, seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    if (!open || !seconds) {
      setLeft(0);
      return;
    }
    setLeft(seconds);
    const timer = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) clearInterval(timer);
        return Math.max(0, n - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [open, seconds]);
  return left;
}

export function ConfirmDialog({
  open,
  title,
  subhead,
  icon,
  text,
  textarea,
  layout = 'primary-secondary',
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  countdown,
  loading,
  danger,
  onConfirm,
  onCancel,
  onSecondary,
}: ConfirmDialogProps) {
  const [value, setValue] = useState(textarea?.initialValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const left = useCountdown(open, countdown);

  useEffect(() => {
    if (open) {
      setValue(textarea?.initialValue ?? '');
      setError(null);
    }
  }, [open, textarea?.initialValue]);

  const tooLong = value.length > DIALOG_TEXT_MAX;
  const confirm = () => {
    if (textarea?.required && !value.trim()) {
      setError(MSG.required);
      return;
    }
    void onConfirm(value);
  };

  const primaryLabel = left > 0 ? `${confirmLabel} (${left})` : confirmLabel;
  const primary = (
    <Button
      key="confirm"
      type="primary"
      danger={danger}
      loading={loading}
      disabled={left > 0 || (!!textarea && tooLong)}
      onClick={confirm}
    >
      {primaryLabel}
    </Button>
  );
  const footer =
    layout === 'primary'
      ? [primary]
      : [
          <Button
            key="cancel"
            type={layout === 'two-primary' ? 'primary' : 'default'}
            onClick={onSecondary ?? onCancel}
          >
            {cancelLabel}
          </Button>,
          primary,
        ];

  return (
    <Modal open={open} onCancel={onCancel} footer={footer} title={null} centered destroyOnHidden width={480}>
      <div className="confirm-dialog">
        {icon && <div className="confirm-dialog__icon">{icon}</div>}
        <Typography.Title level={4} className="confirm-dialog__title">
          {title}
        </Typography.Title>
        {subhead && <Typography.Text type="secondary">{subhead}</Typography.Text>}
        {text && <div className="confirm-dialog__text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />}
        {textarea && (
          <div className="confirm-dialog__textarea">
            <Input.TextArea
              rows={4}
              value={value}
              placeholder={textarea.placeholder}
              status={error || tooLong ? 'error' : undefined}
              onChange={(e) => {
                setValue(e.target.value);
                if (error && e.target.value.trim()) setError(null);
              }}
            />
            {error && <div className="confirm-dialog__error">{error}</div>}
            <div
              className={tooLong ? 'confirm-dialog__counter confirm-dialog__counter--over' : 'confirm-dialog__counter'}
              data-testid="dialog-counter"
            >
              {`Permitido no máximo ${DIALOG_TEXT_MAX} caracteres de ${value.length}`}
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
