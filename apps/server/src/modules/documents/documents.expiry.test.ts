import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@intranet/shared/calendar/days';
import { DOCUMENTS_API } from '@intranet/shared/documents/documents.contract';
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import type { DemoAccount } from '@intranet/shared/demo/demo-accounts';
import { fillPath } from '@intranet/shared/api/endpoint';
import { arquivo, documento, documentoCategoria } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expiryWarningSchedule, sendExpiryWarnings } from './documents.expiry';

const log = { info: () => undefined, error: () => undefined };
/** 00:00 of `day` in São Paulo (UTC−3), and a minute before. */
const midnightOf = (day: string) => new Date(`${day}T03:00:00Z`);
const minuteBefore = (day: string) => new Date(`${day}T02:59:00Z`);

describe('document expiry warnings', () => {
  let t: TestApp;
  const D = '2030-01-15';
  let visible: number;
  let hidden: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // The demo documents are out of the way: as if warned already.
    await db.update(documento).set({ alerta_enviado_em: new Date() }).where(isNull(documento.alerta_enviado_em));
    [{ id: visible }] = await db
      .insert(documentoCategoria)
      .values({ nome: 'Alerta (teste)', exige_validade: true, dias_alerta: 10 })
      .returning({ id: documentoCategoria.id });
    [{ id: hidden }] = await db
      .insert(documentoCategoria)
      .values({ nome: 'Alerta só RH (teste)', exige_validade: true, dias_alerta: 10, visivel_colaborador: false })
      .returning({ id: documentoCategoria.id });
  });
  afterAll(async () => t?.close());

  const doc = async (titulo: string, categoria: number, validade: string) => {
    const db = t.database.db;
    const id = randomUUID();
    await db.insert(arquivo).values({
      id,
      bucket: 'documentos',
      nome: `${titulo}.pdf`,
      mime: 'application/pdf',
      tamanho: 10,
      chave: `documentos/${id}`,
    });
    const [row] = await db
      .insert(documento)
      .values({
        id_usuario: t.accounts.colaborador.usuarioId,
        id_categoria: categoria,
        id_arquivo: id,
        titulo,
        data_validade: validade,
      })
      .returning({ id: documento.id });
    return row.id;
  };
  /** The unread notifications of a document a demo account holds, through the notifications list. */
  const noticesOf = async (key: DemoAccount['key'], id: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: NOTIFICATIONS_API.unread.path,
      headers: await t.headersFor(key),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().notificacoes as { data: { id_documento?: number; msg: string } }[])
      .filter((n) => n.data.id_documento === id)
      .map((n) => n.data.msg);
  };

  it('warns HR managers and the employee once, on the São Paulo day the window opens, and re-arms on renewal', async () => {
    const a = await doc('ASO A', visible, addDays(D, 10));
    const b = await doc('ASO B', visible, addDays(D, 11));
    const c = await doc('Laudo C', hidden, addDays(D, 5));
    let clock = minuteBefore(D);
    const one = expiryWarningSchedule(t.database.db, { log, instance: 'um', now: () => clock });
    const two = expiryWarningSchedule(t.database.db, { log, instance: 'dois', now: () => clock });

    // 23:59 of the eve in São Paulo (already the 15th in UTC): A's window opens only tomorrow.
    expect(await one.tick()).toBe(true);
    expect(await noticesOf('rhGestor', a)).toEqual([]);
    // C's category is HR's alone: HR is told, the employee is not.
    expect(await noticesOf('rhGestor', c)).toEqual([
      `O documento "Laudo C" de Carlos Colaborador vence em ${addDays(D, 5).split('-').reverse().join('/')}.`,
    ]);
    expect(await noticesOf('colaborador', c)).toEqual([]);

    // Midnight in São Paulo: the day's slot goes to one instance only.
    clock = midnightOf(D);
    const ran = [await two.tick(), await one.tick()];
    expect(ran).toEqual([true, false]);
    expect(await noticesOf('colaborador', a)).toEqual(['Seu documento "ASO A" vence em 25/01/2030.']);
    expect(await noticesOf('rhGestor', a)).toHaveLength(1);
    expect(await noticesOf('colaborador', b)).toEqual([]);
    const [stored] = await t.database.db.select().from(documento).where(eq(documento.id, a));
    expect(stored.alerta_enviado_em).not.toBeNull();

    // Once per document and expiry date, however often it runs.
    expect(await sendExpiryWarnings(t.database.db, { today: D })).toBe(0);
    expect(await noticesOf('colaborador', a)).toHaveLength(1);

    // Renewed: a new expiry date clears the mark, and the warning goes again when its window opens.
    const [row] = await t.database.db.select().from(documento).where(eq(documento.id, a));
    const renew = await t.app.inject({
      method: 'PUT',
      url: fillPath(DOCUMENTS_API.update.path, { id: a }),
      headers: await t.headersFor('rhSolicitante', 'rh:solicitante'),
      payload: {
        object: {
          id_usuario: row.id_usuario,
          id_categoria: row.id_categoria,
          id_arquivo: row.id_arquivo,
          titulo: row.titulo,
          data_validade: addDays(D, 12),
        },
      },
    });
    expect(renew.statusCode, renew.body).toBe(200);
    clock = midnightOf(addDays(D, 1));
    expect(await one.tick()).toBe(true);
    expect(await noticesOf('colaborador', b)).toHaveLength(1);
    expect(await noticesOf('colaborador', a)).toHaveLength(1);
    clock = midnightOf(addDays(D, 2));
    expect(await two.tick()).toBe(true);
    expect((await noticesOf('colaborador', a)).sort()).toEqual([
      'Seu documento "ASO A" vence em 25/01/2030.',
      'Seu documento "ASO A" vence em 27/01/2030.',
    ]);
    await Promise.all([one.stop(), two.stop()]);
    clock = midnightOf(addDays(D, 3));
    expect(await one.tick()).toBe(false);
  });
});
