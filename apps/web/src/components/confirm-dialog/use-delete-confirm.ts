import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNotify } from '../../lib/notify';
import type { DeleteDialogProps } from './delete-dialog';

export type DeleteTexts = {
  deleted: string;
  deleteFailed: string;
  /** Show the server's reason (e.g. 'in use') instead of deleteFailed when there is one. */
  serverReason?: boolean;
};

/**
 * The delete flow of a list: a row action asks, the dialog confirms, the call runs and a toast tells
 * how it went; the dialog closes either way. Spread `dialog` into <DeleteDialog>.
 */
export function useDeleteConfirm<T extends { id: number }>(
  remove: UseMutationResult<unknown, unknown, number>,
  nameOf: (row: T) => string,
  texts: DeleteTexts,
): { ask: (row: T) => void; dialog: Pick<DeleteDialogProps, 'name' | 'loading' | 'onConfirm' | 'onCancel'> } {
  const notify = useNotify();
  const [row, setRow] = useState<T | null>(null);
  return {
    ask: setRow,
    dialog: {
      name: row ? nameOf(row) : undefined,
      loading: remove.isPending,
      onCancel: () => setRow(null),
      onConfirm: () => {
        if (!row) return;
        remove.mutate(row.id, {
          onSuccess: () => notify.success(texts.deleted),
          onError: (error) => (texts.serverReason ? notify.fail(error, texts.deleteFailed) : notify.error(texts.deleteFailed)),
          onSettled: () => setRow(null),
        });
      },
    },
  };
}
