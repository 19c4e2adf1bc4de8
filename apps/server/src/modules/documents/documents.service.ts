import { today } from '@intranet/shared/calendar/days';
import { DOCUMENTS_MSG as MSG } from '@intranet/shared/documents/documents.messages';
import { documentDateIssues } from '@intranet/shared/documents/documents.rules';
import type { DocumentsFilter, DocumentValues } from '@intranet/shared/documents/documents.schemas';
import { withActor } from '../../db/client';
import type { Storage } from '../../platform/files/storage';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { documentScope } from './documents.policy';
import { presentDocument } from './documents.presenter';
import * as repo from './documents.repository';

/** The documents operations that touch files also need the storage. */
export type DocumentsContext = OpContext & { storage: Storage };

/** HR: every document, filtered and paged; an employee: their own, whatever filters they send. */
export async function list({ db, actor }: OpContext, filter: DocumentsFilter) {
  const scope = documentScope(actor);
  const own = scope.all ? filter : { ...filter, usuario: undefined, empresa: undefined, departamento: undefined };
  const { rows, total } = await repo.list(db, scope, own, today());
  return { rh_documento: rows.map(presentDocument), total };
}

/** One document; someone else's is not found to an employee. */
export async function get({ db, actor }: OpContext, { id }: { id: number }) {
  const row = await repo.find(db, documentScope(actor), id);
  if (!row) throw notFound(MSG.notFound);
  return presentDocument(row);
}

/** The file of a document the caller sees: its name, type and bytes (someone else's is not found). */
export async function download({ db, actor, storage }: DocumentsContext, { id }: { id: number }) {
  const row = await repo.find(db, documentScope(actor), id);
  if (!row) throw notFound(MSG.notFound);
  const stream = await storage.read(row.arquivo_chave);
  if (!stream) throw notFound(MSG.notFound);
  return { nome: row.arquivo_nome, mime: row.arquivo_mime, ...stream };
}

export async function options({ db }: OpContext) {
  return { categorias: await repo.categories(db) };
}

export async function people({ db }: OpContext, query: { busca: string; id?: number }) {
  return { rh_usuario: await repo.people(db, query) };
}

/**
 * The values checked against what they name: an employee, a category (active for a new document or
 * a change of category), a file uploaded to the documents bucket, and the dates by the category's rule.
 */
async function checked({ db }: OpContext, values: DocumentValues, current?: { id_categoria: number }) {
  const fields: { path: string; message: string }[] = [];
  const [person, category, bucket] = await Promise.all([
    repo.personExists(db, values.id_usuario),
    repo.findCategory(db, values.id_categoria),
    repo.fileBucket(db, values.id_arquivo),
  ]);
  if (!person) fields.push({ path: 'id_usuario', message: MSG.personNotFound });
  if (!category) fields.push({ path: 'id_categoria', message: MSG.categoryNotFound });
  else if (!category.ativo && current?.id_categoria !== category.id)
    fields.push({ path: 'id_categoria', message: MSG.categoryInactive });
  if (bucket !== 'documentos') fields.push({ path: 'id_arquivo', message: MSG.fileNotFound });
  for (const issue of documentDateIssues(values, category, today()))
    fields.push({ path: issue.field, message: issue.message });
  if (fields.length) throw invalid(fields[0].message, fields);
  return {
    id_usuario: values.id_usuario,
    id_categoria: values.id_categoria,
    id_arquivo: values.id_arquivo,
    titulo: values.titulo,
    data_emissao: values.data_emissao,
    data_validade: values.data_validade,
    observacao: values.observacao,
  } satisfies repo.DocumentWrite;
}

export async function create(ctx: OpContext, values: DocumentValues) {
  const data = await checked(ctx, values);
  const id = await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.insert(tx, { ...data, id_enviado_por: ctx.actor.userId > 0 ? ctx.actor.userId : null }),
  );
  return { insert_rh_documento_one: { id } };
}

/** An edit; a new expiry date re-arms the document's warning. */
export async function update(ctx: OpContext, id: number, values: DocumentValues) {
  const current = await repo.findRow(ctx.db, id);
  if (!current) throw notFound(MSG.notFound);
  const data = await checked(ctx, values, current);
  const done = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.update(tx, id, data));
  if (!done) throw notFound(MSG.notFound);
  return { update_rh_documento_by_pk: { id } };
}

export async function remove({ db, actor }: OpContext, { id }: { id: number }) {
  const done = await withActor(db, actor.userId, (tx) => repo.remove(tx, id));
  if (!done) throw notFound(MSG.notFound);
  return { delete_rh_documento_by_pk: { id } };
}
