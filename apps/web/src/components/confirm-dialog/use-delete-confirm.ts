import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { useNotify } from '../../lib/notify';
import type { DeleteDialogProps } from './delete-dialog';

export type DeleteTexts = {
  deleted: string;
  deleteFailed: string;
  /** Show the server's reason (e.g. 'in use') instead of deleteFailed when there is one. */
  serverReason?: boolean;
  /** A refusal of the server (409: the item is in use) shows in the dialog, which stays open, instead of a toast. */
  refusalInDialog?: boolean;
};

/**
 * The delete flow of a list: a row action asks, the dialog confirms, the call runs and a toast tells
 * how it went; the dialog closes either way, unless it shows why the server refused. Spread
 * `dialog` into <DeleteDialog>.
 */
export function useDeleteConfirm<T extends { id: number }>(
  remove: UseMutationResult<unknown, unknown, number>,
  nameOf: (row: T) => string,
  texts: DeleteTexts,
): {
  ask: (row: T) => void;
  dialog: Pick<DeleteDialogProps, 'name' | 'refusal' | 'loading' | 'onConfirm' | 'onCancel'>;
} {
  const notify = useNotify();
  const [row, setRow] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const close = () => {
    setRow(null);
    setRefusal(undefined);
  };
  return {
    ask: (next) => {
      setRefusal(undefined);
      setRow(next);
    },
    dialog: {
      name: row ? nameOf(row) : undefined,
      refusal,
      loading: remove.isPending,
      onCancel: close,
      onConfirm: () => {
        if (!row) return;
        remove.mutate(row.id, {
          onSuccess: () => {
            notify.success(texts.deleted);
            close();
          },
          onError: (error) => {
            if (texts.refusalInDialog && error instanceof ApiError && error.status === 409) {
              setRefusal(error.message);
              return;
            }
            if (texts.serverReason) notify.fail(error, texts.deleteFailed);
            else notify.error(texts.deleteFailed);
            close();
          },
        });
      },
    },
  };
}
