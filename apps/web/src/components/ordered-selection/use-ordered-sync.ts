import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from '../../lib/notify';
import type { ConfirmDialogProps } from '../confirm-dialog/confirm-dialog';
import { orderChange } from './order-change';

/** The three calls of an ordered list; each answers the new order (ids by prioridade). */
export type OrderedSyncCalls = {
  link: (items: { id: number; prioridade: number }[]) => Promise<number[]>;
  unlink: (id: number) => Promise<number[]>;
  reorder: (ids: number[]) => Promise<number[]>;
};

/** Toasts of each outcome, the question asked before an unlink and the queries to refresh after a change. */
export type OrderedSyncOptions = {
  texts: {
    linked: string;
    linkFailed: string;
    unlinked: string;
    unlinkFailed: string;
    reordered: string;
    reorderFailed: string;
    confirmUnlinkTitle: string;
    confirmUnlink: string;
  };
  refresh: QueryKey;
};

/**
 * An ordered list saved change by change: each edit is sent as a link, an unlink (once confirmed)
 * or a reorder; the server's answer (the new order) replaces the local list, a failure restores it.
 * Render `<ConfirmDialog {...unlinkDialog} />` for the unlink question.
 */
export function useOrderedSync(
  serverIds: readonly number[] | undefined,
  calls: OrderedSyncCalls,
  { texts, refresh }: OrderedSyncOptions,
) {
  const notify = useNotify();
  const client = useQueryClient();
  const [ids, setIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [unlinking, setUnlinking] = useState<number[] | null>(null);

  useEffect(() => {
    if (serverIds && !saving) setIds([...serverIds]);
    // Only a new answer from the server resets the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverIds]);

  const save = async (next: number[]) => {
    const before = ids;
    const what = orderChange(before, next);
    if (what.kind === 'none') return;
    setIds(next);
    setSaving(true);
    try {
      if (what.kind === 'link') {
        setIds(await calls.link(what.items));
        notify.success(texts.linked);
      } else if (what.kind === 'unlink') {
        let after = before;
        for (const id of what.ids) after = await calls.unlink(id);
        setIds(after);
        notify.success(texts.unlinked);
      } else {
        setIds(await calls.reorder(what.ids));
        notify.success(texts.reordered);
      }
      void client.invalidateQueries({ queryKey: refresh });
    } catch {
      setIds(before);
      notify.error(
        what.kind === 'link' ? texts.linkFailed : what.kind === 'unlink' ? texts.unlinkFailed : texts.reorderFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  /** A change from the lists: an unlink waits for the user's confirmation, the others are saved at once. */
  const change = async (next: number[]) => {
    if (orderChange(ids, next).kind === 'unlink') setUnlinking(next);
    else await save(next);
  };

  const unlinkDialog: ConfirmDialogProps = {
    open: unlinking !== null,
    title: texts.confirmUnlinkTitle,
    text: texts.confirmUnlink,
    confirmLabel: 'Desassociar',
    cancelLabel: 'Cancelar',
    danger: true,
    onConfirm: () => {
      const next = unlinking;
      setUnlinking(null);
      if (next) void save(next);
    },
    onCancel: () => setUnlinking(null),
  };

  return { ids, change, saving, unlinkDialog };
}
