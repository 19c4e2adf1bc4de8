import type { z } from 'zod';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import type { conteudoFiltroBody, conteudoInput } from '@intranet/shared/content/content.schemas';
import { type Db, withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { invalid, notFound } from '../../platform/http/errors';
import { deleteUnlessLinked } from '../../platform/ordering/ordered-links';
import { TRAIL_CONTENTS } from '../trail/trail.public';
import * as repo from './content.repository';
import { sanitizeContentHtml } from './sanitize-content';

type ContentBody = z.output<typeof conteudoInput>;

export async function listContents({ db }: OpContext, body: z.output<typeof conteudoFiltroBody>) {
  return repo.listContents(db, {
    titulo: body.filtro.titulo || undefined,
    foraDaTrilha: body.filtro.fora_da_trilha,
    offset: body.offset,
    limit: body.limit,
  });
}

export async function getContent({ db }: OpContext, { id }: { id: number }) {
  const found = await repo.findContent(db, id);
  if (!found) throw notFound();
  return found;
}

async function prepare(db: Db, body: ContentBody): Promise<repo.ConteudoData> {
  const imagens = [...new Set(body.imagens)];
  const wanted = [...new Set([...imagens, ...(body.id_imagem_capa ? [body.id_imagem_capa] : [])])];
  if ((await repo.countImages(db, wanted)) !== wanted.length) {
    throw invalid(CONTENT_MSG.unknownImage, [{ path: 'imagens', message: CONTENT_MSG.unknownImage }]);
  }
  return { ...body, imagens, texto: sanitizeContentHtml(body.texto) };
}

export async function createContent({ db, actor }: OpContext, body: ContentBody) {
  const data = await prepare(db, body);
  const id = await withActor(db, actor.userId, (tx) => repo.insertContent(tx, data, actor.userId));
  return { id };
}

export async function updateContent({ db, actor }: OpContext, { id, body }: { id: number; body: ContentBody }) {
  const data = await prepare(db, body);
  const ok = await withActor(db, actor.userId, (tx) => repo.updateContent(tx, id, data));
  if (!ok) throw notFound();
  return { id };
}

/** A content in a trail is kept (409, naming the trails): the trail's readers would lose it. */
export async function deleteContent({ db, actor }: OpContext, { id }: { id: number }) {
  await withActor(db, actor.userId, (tx) => deleteUnlessLinked(tx, TRAIL_CONTENTS, id, CONTENT_MSG.inUse));
  return { id };
}
