import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
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

/** An option of a select, a dual list … */
export type CrudOption = { value: string | number; label: string };

/** The form's current values, as its dependent-field rules read them. */
export type FormValues = Record<string, unknown>;

/**
 * The kinds of field of the generic form (spec §2.5): text, textarea, number, the on/off toggle
 * (`switch`, Ativo/Inativo or the given labels), `time` (HH:mm), `date` ('YYYY-MM-DD', shown in
 * `format`), `select` (single, or `multiple`; `load` searched 500 ms after typing stops), `state`
 * (the 27 UFs), `color`, `icon` (material icons, 35 per page, CONFIRMAR), `richText`, `hashtags`
 * (chips), `image` (jpg/jpeg/png up to 10 MB, as a data URL), `cities` (the dual list with its
 * four arrows and filter) and `warning` (a text, no value).
 */
export type CrudFieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'time'
  | 'date'
  | 'select'
  | 'state'
  | 'color'
  | 'icon'
  | 'richText'
  | 'hashtags'
  | 'image'
  | 'cities'
  | 'warning';

/** Masks of the generic form: a value shorter than its mask is flagged (spec §5). */
export type CrudMask = 'cpf' | 'cnpj' | 'cep' | 'phone';

/** A form field; its rules come from the contract's create schema (`api.schemas.input`). */
export type CrudField = {
  name: string;
  /** Defaults to the screens' label of `name`. */
  label?: string;
  /** `text` by default. */
  kind?: CrudFieldKind;
  /** The toggle's labels (Sim/Não unless given). */
  on?: string;
  off?: string;
  maxLength?: number;
  autoFocus?: boolean;
  /** Laid out in one row with the inline fields next to it (the flags of a record). */
  inline?: boolean;
  /** Any other control (a Select …); Form.Item gives it value and onChange. */
  control?: ReactNode;
  mask?: CrudMask;
  placeholder?: string;
  /** A warning field's text; any field's hint under it. */
  text?: string;
  /** A date's display format (DD/MM/YYYY; DD/MM for day and month only). */
  format?: string;
  multiple?: boolean;
  /** Fixed options of a select or a dual list. */
  options?: readonly CrudOption[];
  /** Options read from the server or a table, for the values the field depends on and the typed search. */
  load?: (values: FormValues, search: string) => Promise<CrudOption[]> | CrudOption[];
  /** The fields whose values `load` reads: the options are read again when they change. */
  loadFrom?: string[];
  /**
   * Dependent fields (spec §4): enabled only while `enabledWhen` holds (disabled and cleared
   * otherwise); cleared when a field of `resetOn` changes, or only when its value is no longer
   * among the options read again (`keepIfOffered`), clearing in turn the fields that depend on it.
   */
  enabledWhen?: (values: FormValues) => boolean;
  resetOn?: string[];
  keepIfOffered?: boolean;
  /** What else a change does (a CEP filling the address …); `say` shows a short notice at the bottom. */
  onChange?: (value: unknown, form: FormInstance, say: (text: string) => void) => void;
};

/** A section of the form: its title (alert style when `alert`) and an optional subheader. */
export type CrudSection = { section: string; subheader?: string; alert?: boolean };

export type CrudFormItem = CrudField | CrudSection;

export const isSection = (item: CrudFormItem): item is CrudSection => 'section' in item;

/** Where a saved form goes: the list, back one page (spec §2.5), or a route (UsersProfile). */
export type AfterSave = 'list' | 'back' | ((id: number | undefined) => string);

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
 * - `fields`, `newValues`: the form's fields and sections in order (`CrudField`: every kind of the
 *   generic form, masks, dependent fields) and a new record's values.
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
  texts: {
    created: string;
    edited: string;
    deleted: string;
    createFailed: string;
    editFailed: string;
    deleteFailed: string;
  };
  labels: Record<string, string>;
  columns: DataTableColumn<CrudRecord<S>>[];
  fields: CrudFormItem[];
  /** The edit form's fields when they differ (a holiday edits one city). */
  editFields?: CrudFormItem[];
  newValues: CrudValues<S> & FormValues;
  status?: Extract<keyof CrudRecord<S>, string>;
  nameField?: Extract<keyof CrudRecord<S>, string>;
  invalidToast?: string;
  history?: AuditedTable;
  /** Back to the list by default; the generic form goes back one page. Cancelar goes the same way. */
  afterSave?: AfterSave;
  /** Saves made of several calls (a provider and its cities): replace the create and edit calls. */
  submit?: {
    create?: (values: CrudValues<S>, raw: FormValues) => Promise<{ id: number } | unknown>;
    update?: (id: number, values: CrudPatch<S>, raw: FormValues) => Promise<unknown>;
  };
  /** Values of the edit form read besides the record (a provider's cities). */
  editValues?: (record: CrudRecord<S>) => Promise<FormValues>;
  /** The toast of a failed save when the spec words one for the server's answer (else the failure text). */
  errorToast?: (error: unknown) => string | undefined;
};

/** A new record's form values: `newValues`, with its `ativo` switch on when they leave it unset (a new record starts active). */
export function newRecordValues(config: { fields: CrudFormItem[]; newValues: object }): FormValues {
  const values = { ...config.newValues } as FormValues;
  const active = config.fields.some((item) => !isSection(item) && item.name === 'ativo' && item.kind === 'switch');
  if (active && values.ativo === undefined) values.ativo = true;
  return values;
}

/** Keeps the record type of a config while checking its shape. */
export function crudScreens<T extends string, S extends CrudSchemas>(config: CrudScreens<T, S>): CrudScreens<T, S> {
  return config;
}

export const nameFieldOf = (config: { nameField?: string }) => config.nameField ?? 'nome';
