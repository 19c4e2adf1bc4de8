import { useEffect, useState } from 'react';
import { orderChange } from './order-change';

export type OrderedSyncHandlers = {
  link: (items: { id: number; prioridade: number }[]) => Promise<number[]>;
  unlink: (id: number) => Promise<number[]>;
  reorder: (ids: number[]) => Promise<number[]>;
  onLinked?: () => void;
  onUnlinked?: () => void;
  onReordered?: () => void;
  onLinkFailed: (error: unknown) => void;
  onUnlinkFailed: (error: unknown) => void;
  onReorderFailed: (error: unknown) => void;
};

/**
 * An ordered list saved change by change: each edit is sent as a link, an unlink or a reorder;
 * the server's answer (the new order) replaces the local list, a failure restores it.
 */
export function useOrderedSync(serverIds: readonly number[] | undefined, handlers: OrderedSyncHandlers) {
  const [ids, setIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (serverIds && !saving) setIds([...serverIds]);
    // Only a new answer from the server resets the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverIds]);

  const change = async (next: number[]) => {
    const before = ids;
    const what = orderChange(before, next);
    if (what.kind === 'none') return;
    setIds(next);
    setSaving(true);
    try {
      if (what.kind === 'link') {
        setIds(await handlers.link(what.items));
        handlers.onLinked?.();
      } else if (what.kind === 'unlink') {
        let after = before;
        for (const id of what.ids) after = await handlers.unlink(id);
        setIds(after);
        handlers.onUnlinked?.();
      } else {
        setIds(await handlers.reorder(what.ids));
        handlers.onReordered?.();
      }
    } catch (error) {
      setIds(before);
      if (what.kind === 'link') handlers.onLinkFailed(error);
      else if (what.kind === 'unlink') handlers.onUnlinkFailed(error);
      else handlers.onReorderFailed(error);
    } finally {
      setSaving(false);
    }
  };

  return { ids, change, saving };
}
