import { randomInt } from 'node:crypto';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { SPONSORSHIP_MSG as M } from '@intranet/shared/sponsorship/sponsorship.messages';
import { SPONSORSHIP_HONEYPOT, protocolOf } from '@intranet/shared/sponsorship/sponsorship.rules';
import {
  sponsorshipDayProblem,
  sponsorshipRequestBody,
  type SponsorshipProvidersResponse,
} from '@intranet/shared/sponsorship/sponsorship-request.schemas';
import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import { MSG } from '@intranet/shared/validation/messages';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/files/storage';
import { AppError, invalid } from '../../platform/http/errors';
import type { Sender } from '../../platform/messaging/sender';
import { filesPublic } from '../files/files.public';
import * as repo from './sponsorship.repository';

/** The providers an organizer may ask, with the flag `/patrocinios/:provedor` names. */
export async function publicProviders(db: Db): Promise<SponsorshipProvidersResponse> {
  const provedores = (await repo.companies(db)).flatMap((c) => {
    const flag = providerFlagOf(c.nome);
    return flag ? [{ id: c.id, nome: c.nome, flag }] : [];
  });
  return { provedores };
}

export type RequestUpload = { fields: Record<string, string>; file: { name: string; bytes: Buffer } | null };

/**
 * `POST v1/patrocinio` (public): the organizer's request with its presentation. Every field is checked
 * at once (the answer lists each refusal under its field), then the presentation by its bytes; the
 * request is stored with its protocol and the confirmation goes to the organizer through the outbox.
 * A filled honeypot gets the same kind of answer and nothing is stored or sent.
 */
export async function submitRequest(
  ctx: { db: Db; storage: Storage; sender: Sender; today?: string },
  upload: RequestUpload,
): Promise<{ protocolo: string }> {
  let data: unknown;
  try {
    data = JSON.parse(upload.fields.dados ?? '');
  } catch {
    throw invalid(MSG.invalidData);
  }
  const parsed = sponsorshipRequestBody.safeParse(data);
  const fields = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (parsed.success) {
    const problem = sponsorshipDayProblem(parsed.data.data_evento, ctx.today ?? todayInSaoPaulo());
    if (problem) fields.push({ path: 'data_evento', message: problem });
  }
  if (!upload.file) fields.push({ path: 'apresentacao', message: M.presentationRequired });
  if (!parsed.success || fields.length > 0) throw invalid(fields[0]?.message ?? MSG.invalidData, fields);
  const values = parsed.data;
  const year = Number((ctx.today ?? todayInSaoPaulo()).slice(0, 4));
  if (values[SPONSORSHIP_HONEYPOT]) return { protocolo: protocolOf(randomInt(1, 999_999), year) };

  const company = await repo.company(ctx.db, values.id_empresa);
  const flag = company && providerFlagOf(company.nome);
  if (!company || !flag) throw invalid(M.providerUnknown, [{ path: 'id_empresa', message: M.providerUnknown }]);

  const stored = await filesPublic
    .storeSponsorshipFile(ctx.db, ctx.storage, { filename: upload.file!.name, body: upload.file!.bytes }, -1)
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'too_large')
        throw new AppError('too_large', M.presentationTooLarge, [
          { path: 'apresentacao', message: M.presentationTooLarge },
        ]);
      if (error instanceof AppError)
        throw invalid(M.presentationType, [{ path: 'apresentacao', message: M.presentationType }]);
      throw error;
    });

  const { protocolo } = await repo.insertRequest(
    ctx.db,
    {
      id_empresa: values.id_empresa,
      evento: values.evento,
      data_evento: values.data_evento,
      cidade: values.cidade,
      publico_esperado: values.publico_esperado,
      pedidos: values.pedidos,
      valor_pedido:
        values.pedidos.includes('dinheiro') && values.valor_pedido != null ? String(values.valor_pedido) : null,
      descricao_pedido: values.descricao_pedido,
      contrapartidas: values.contrapartidas,
      descricao_contrapartida: values.descricao_contrapartida,
      organizador: values.organizador,
      organizacao: values.organizacao,
      email: values.email,
      telefone: values.telefone,
      id_apresentacao: stored.id,
    },
    (id) => protocolOf(id, year),
  );
  await ctx.sender.send({
    channel: 'email',
    to: values.email,
    subject: M.confirmationSubject(protocolo),
    body: M.confirmationBody({
      organizador: values.organizador,
      evento: values.evento,
      protocolo,
      provedor: company.nome,
    }),
  });
  return { protocolo };
}
