import { ExclamationCircleOutlined } from '@ant-design/icons';
import { ConfirmDialog } from './confirm-dialog';

export const IRREVERSIBLE_TEXT = 'Esta ação é <strong>IRREVERSÍVEL</strong>. Deseja realmente excluir?';

export type DeleteDialogProps = {
  /** 'Excluir Campanha?' … */
  title: string;
  /** Name of the item to delete, shown as plain text; the dialog is open while it is defined. */
  name: string | undefined;
  /** The question; the irreversible-delete warning by default. */
  text?: string;
  /** Why the server refused the delete: shown in place of the question, with a button to close. */
  refusal?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The delete confirmation of every list. */
export function DeleteDialog({
  title,
  name,
  text = IRREVERSIBLE_TEXT,
  refusal,
  loading,
  onConfirm,
  onCancel,
}: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={name !== undefined}
      title={title}
      subhead={name}
      icon={<ExclamationCircleOutlined style={{ color: '#cf1322', fontSize: 40 }} />}
      text={refusal ?? text}
      layout={refusal ? 'primary' : undefined}
      confirmLabel={refusal ? 'Fechar' : 'Excluir'}
      cancelLabel="Cancelar"
      danger={!refusal}
      loading={loading}
      onConfirm={refusal ? onCancel : onConfirm}
      onCancel={onCancel}
    />
  );
}
