import { useEffect } from 'react';
import { SUPPLIES_API } from '@intranet/shared/supplies/supplies.contract';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useNotify } from '../../lib/notify';

/**
 * The table's actions that depend on the current path (spec §2.7): on a path containing devolutions or
 * returning a row's OS and patrimony are edited inline and saved with the OS/patrimony call; on a path
 * containing squads/inventory a row is validated. Both failures show §8's text and reload the page; the
 * text (with the server's reason) is shown again once the page is back, so a reload does not swallow it.
 */
export type PathActionKind = 'return' | 'inventory' | null;

export function pathActionKind(pathname: string): PathActionKind {
  if (pathname.includes('devolutions') || pathname.includes('returning')) return 'return';
  if (pathname.includes('squads/inventory')) return 'inventory';
  return null;
}

const FLASH = 'data-table:path-action-error';

function failAndReload(title: string, error: unknown) {
  sessionStorage.setItem(FLASH, JSON.stringify({ title, reason: errorText(error, '') }));
  window.location.reload();
}

export function usePathActions(onDone?: () => void) {
  // The browser's path (the router writes it): the table also renders outside a router, in its own tests.
  const pathname = typeof window === 'undefined' ? '' : window.location.pathname;
  const notify = useNotify();
  useEffect(() => {
    const flash = sessionStorage.getItem(FLASH);
    if (!flash) return;
    sessionStorage.removeItem(FLASH);
    const { title, reason } = JSON.parse(flash) as { title: string; reason: string };
    notify.error(reason ? `${title}: ${reason}` : title, 6);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the reloaded page opens
  }, []);
  return {
    kind: pathActionKind(pathname),
    /** `POST v1/suprimentos/retorno/atualizar/os/patrimonio {id, os, patrimonio}`. */
    async saveReturn(row: { id: number; os: string | null; patrimonio: string | null }) {
      try {
        await call(SUPPLIES_API.editReturn, { body: { id: row.id, os: row.os, patrimonio: row.patrimonio } });
        notify.success(SUPPLIES_MSG.returnEdited);
        onDone?.();
      } catch (error) {
        failAndReload(SUPPLIES_MSG.returnFailed, error);
      }
    },
    /** `PUT v1/company/inventario/{id}` (spec §4: validado true). */
    async validate(row: { id: number }) {
      try {
        await call(SUPPLIES_API.validate, { params: { id: row.id }, body: { validado: true } });
        notify.success(SUPPLIES_MSG.inventoryValidated);
        onDone?.();
      } catch (error) {
        failAndReload(SUPPLIES_MSG.inventoryFailed, error);
      }
    },
  };
}
