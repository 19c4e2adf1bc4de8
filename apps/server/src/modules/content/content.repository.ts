import { and, asc, count, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { ConteudoInput } from '@intranet/shared/content/content.schemas';
import type { Db } from '../../db/client';
import { arquivo, conteudo, conteudoImagem, trilhaConteudo } from '../../db/schema';
import { escapeLike, iso } from '../../db/sql';

export type ConteudoData = Required<Omit<ConteudoInput, 'imagens'>> & { imagens: string[] };

export async function listContents(
  db: Db,
  q: { titulo?: string; foraDaTrilha?: number; offset: number; limit: number },
) {
  const where = and(
    q.titulo ? ilike(conteudo.titulo, `%${escapeLike(q.titulo)}%`) : undefined,
    q.foraDaTrilha
      ? notInArray(
          conteudo.id,
          db
            .select({ id: trilhaConteudo.id_conteudo })
            .from(trilhaConteudo)
            .where(eq(trilhaConteudo.id_trilha, q.foraDaTrilha)),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: conteudo.id,
        titulo: conteudo.titulo,
        resumo: conteudo.resumo,
        id_imagem_capa: conteudo.id_imagem_capa,
        created_at: conteudo.created_at,
      })
      .from(conteudo)
      .where(where)
      .orderBy(desc(conteudo.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ total: count() }).from(conteudo).where(where),
  ]);
  return { total, dados: rows.map((r) => ({ ...r, created_at: iso(r.created_at)! })) };
}

export async function findContent(db: Db, id: number) {
  const [row] = await db.select().from(conteudo).where(eq(conteudo.id, id)).limit(1);
  if (!row) return null;
  const imagens = await db
    .select({ id: conteudoImagem.id_arquivo })
    .from(conteudoImagem)
    .where(eq(conteudoImagem.id_conteudo, id))
    .orderBy(asc(conteudoImagem.ordem), asc(conteudoImagem.id));
  return {
    id: row.id,
    titulo: row.titulo,
    resumo: row.resumo,
    texto: row.texto,
    id_imagem_capa: row.id_imagem_capa,
    imagens: imagens.map((i) => i.id),
    hashtags_cargo: row.hashtags_cargo,
    hashtags_departamento: row.hashtags_departamento,
    hashtags_empresa: row.hashtags_empresa,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

/** How many of `ids` are stored images. */
export async function countImages(db: Db, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(arquivo)
    .where(and(inArray(arquivo.id, [...ids]), sql`${arquivo.mime} like 'image/%'`));
  return row.n;
}

function columns(data: ConteudoData) {
  return {
    titulo: data.titulo,
    resumo: data.resumo,
    texto: data.texto,
    id_imagem_capa: data.id_imagem_capa,
    hashtags_cargo: data.hashtags_cargo,
    hashtags_departamento: data.hashtags_departamento,
    hashtags_empresa: data.hashtags_empresa,
  };
}

async function replaceImages(db: Db, id: number, imagens: readonly string[]) {
  await db.delete(conteudoImagem).where(eq(conteudoImagem.id_conteudo, id));
  if (imagens.length)
    await db
      .insert(conteudoImagem)
      .values(imagens.map((id_arquivo, index) => ({ id_conteudo: id, id_arquivo, ordem: index + 1 })));
}

export async function insertContent(db: Db, data: ConteudoData, userId: number): Promise<number> {
  const [row] = await db
    .insert(conteudo)
    .values({ ...columns(data), id_usuario: userId > 0 ? userId : null })
    .returning({ id: conteudo.id });
  await replaceImages(db, row.id, data.imagens);
  return row.id;
}

export async function updateContent(db: Db, id: number, data: ConteudoData): Promise<boolean> {
  const rows = await db.update(conteudo).set(columns(data)).where(eq(conteudo.id, id)).returning({ id: conteudo.id });
  if (!rows.length) return false;
  await replaceImages(db, id, data.imagens);
  return true;
}
