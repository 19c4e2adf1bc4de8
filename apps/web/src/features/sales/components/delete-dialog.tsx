import { ExclamationCircleOutlined } from '@ant-design/icons';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

export type DeleteDialogProps = {
  /** 'Excluir Campanha?' … */
  title: string;
  /** Name of the item, shown as plain text. */
  name: string | undefined;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The irreversible-delete confirmation of the sales lists. */
export function DeleteDialog({ title, name, loading, onConfirm, onCancel }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={name !== undefined}
      title={title}
      subhead={name}
      icon={<ExclamationCircleOutlined style={{ color: '#cf1322', fontSize: 40 }} />}
      text="Esta ação é <strong>IRREVERSÍVEL</strong>. Deseja realmente excluir?"
      confirmLabel="Excluir"
      cancelLabel="Cancelar"
      danger
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
