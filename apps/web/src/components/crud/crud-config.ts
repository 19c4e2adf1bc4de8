import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CrudApi, CrudSchemas } from '@intranet/shared/crud/crud.contract';
import type { AuditedTable } from '@intranet/shared/history/history.schemas';
import type { DataTableColumn } from '../data-table/data-table';

/** A record as the calls answer it. */
export type CrudRecord<S extends CrudSchemas> = z.output<S['row']> & { id: number };
/** What the register form sends (the create body's `object`). */
export type CrudValues<S extends CrudSchemas> = z.input<S['input']>;
/** What an edit sends (the edit body's `object`). */
export type CrudPatch<S extends CrudSchemas> = z.input<S['patch']>;
export type CrudFilter<S extends CrudSchemas> = z.input<S['filter']>;

/** A form field; its rules come from the contract's create schema (`api.schemas.input`). */
export type CrudField = {
  name: string;
  /** Defaults to the screens' label of `name`. */
  label?: string;
  /** `text` by default; a switch shows `on`/`off` (Sim/Não unless given). */
  kind?: 'text' | 'textarea' | 'number' | 'switch';
  on?: string;
  off?: string;
  maxLength?: number;
  autoFocus?: boolean;
  /** Laid out in one row with the inline fields next to it (the flags of a record). */
  inline?: boolean;
  /** Any other control (a Select …); Form.Item gives it value and onChange. */
  control?: ReactNode;
};

/**
 * The screens of one plain record type (campaigns, channels, and next providers, cities, holidays,
 * categories, FAQ, fleet …): the list (DataTable with edit, Desativar/Ativar and delete with the
 * confirm dialog, each row action shown to whoever may make its call), the register form and the
 * edit form with the edit history. Every call, answer key and permission comes from `api`.
 *
 * - `api`: the contract, `crudEndpoints(…)` from `@intranet/shared/<area>/<area>.contract`.
 * - `path`: the screens' base route: `{path}/list`, `{path}/register`, `{path}/edit/:id`; `back`:
 *   where the list's back button goes.
 * - `titles`, `texts`: the spec's titles, add button, delete dialog title and the six toasts.
 * - `labels`: field names as people read them (form labels, column titles, the history viewer).
 * - `columns`: the list's columns (`flagColumn`, `statusColumn` from `crud-columns`).
 * - `fields`, `newValues`: the form's fields in order and a new record's values.
 * - `status`: the boolean field Desativar/Ativar toggles, if the record has one.
 * - `nameField`: the record's name: the delete dialog shows it, a 409 goes under it (`nome`).
 * - `invalidToast`: a toast when the form is sent with fields missing (campaigns: spec §5).
 * - `history`: the audited table whose edits the edit screen shows.
 *
 * Adding a record type on the web: this config in `features/<area>/<record>-screens.ts`, a pages
 * file rendering `CrudListPage`, `CrudRegisterPage` and `CrudEditPage` with it, and
 * `crudRoutes(path, () => import('./pages/<record>-pages'), handles)` in the feature's `routes.tsx`.
 * The server side is described on `CrudConfig` (`apps/server/src/platform/crud/crud.config.ts`).
 */
export type CrudScreens<T extends string, S extends CrudSchemas> = {
  api: CrudApi<T, S>;
  path: string;
  back: string;
  titles: { list: string; register: string; edit: string; delete: string; add: string };
  texts: { created: string; edited: string; deleted: string; createFailed: string; editFailed: string; deleteFailed: string };
  labels: Record<string, string>;
  columns: DataTableColumn<CrudRecord<S>>[];
  fields: CrudField[];
  newValues: CrudValues<S>;
  status?: Extract<keyof CrudRecord<S>, string>;
  nameField?: Extract<keyof CrudRecord<S>, string>;
  invalidToast?: string;
  history?: AuditedTable;
};

/** Keeps the record type of a config while checking its shape. */
export function crudScreens<T extends string, S extends CrudSchemas>(config: CrudScreens<T, S>): CrudScreens<T, S> {
  return config;
}

export const nameFieldOf = (config: { nameField?: string }) => config.nameField ?? 'nome';
