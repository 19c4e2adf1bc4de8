import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import { LOGO_PIXELS, LOGO_TYPES, MAX_LOGO_BYTES } from '@intranet/shared/email-signatures/email-signatures.rules';
import type {
  OwnSignatureResponse,
  SignaturePeopleResponse,
  SignatureTemplate,
  SignatureTemplateValues,
} from '@intranet/shared/email-signatures/email-signatures.schemas';
import { withActor } from '../../db/client';
import type { Storage } from '../../platform/files/storage';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { filesPublic } from '../files/files.public';
import { imageSize } from './email-signatures.logo';
import { presentPerson, presentTemplate } from './email-signatures.presenter';
import * as repo from './email-signatures.repository';

/** The operations that answer logo addresses need the product's public address (PUBLIC_URL). */
type PublicContext = OpContext & { publicUrl: string };

/** The caller's own signature: their record and their company's template (null without a company). */
export async function ownSignature(ctx: PublicContext): Promise<OwnSignatureResponse> {
  const person = await repo.findPerson(ctx.db, ctx.actor.userId);
  if (!person) throw notFound(TEXT.noEmployeeRecord);
  const company = person.id_empresa === null ? null : await repo.findTemplate(ctx.db, person.id_empresa);
  return { pessoa: presentPerson(person), modelo: company && presentTemplate(company, ctx.publicUrl) };
}

/** Active employees, searched and paged in SQL, as their signatures show them. */
export async function listSignaturePeople(
  { db }: OpContext,
  query: { busca?: string; id_empresa?: number; limit: number; offset: number },
): Promise<SignaturePeopleResponse> {
  const { total, rows } = await repo.listPeople(db, { ...query, busca: query.busca || undefined });
  return { total, pessoas: rows.map(presentPerson) };
}

/** One template per active company. */
export async function listTemplates(ctx: PublicContext): Promise<SignatureTemplate[]> {
  return (await repo.findTemplates(ctx.db)).map((row) => presentTemplate(row, ctx.publicUrl));
}

const logoError = (message: string) => invalid(message, [{ path: 'id_logo', message }]);

/** A new logo's natural size, once its bytes are checked: a PNG or JPEG, at most 200 KB, of a fit size. */
async function checkedLogo(ctx: OpContext & { storage: Storage }, id: string) {
  const image = await filesPublic.image(ctx.db, ctx.storage, id);
  if (!image) throw logoError(TEXT.logoNotFound);
  if (!(LOGO_TYPES as readonly string[]).includes(image.mime)) throw logoError(TEXT.logoType);
  if (image.body.length > MAX_LOGO_BYTES) throw logoError(TEXT.logoTooLarge);
  const size = imageSize(image.body);
  const fits =
    size !== null &&
    size.width >= LOGO_PIXELS.minWidth &&
    size.width <= LOGO_PIXELS.maxWidth &&
    size.height >= LOGO_PIXELS.minHeight &&
    size.height <= LOGO_PIXELS.maxHeight;
  if (!fits) throw logoError(TEXT.logoDimensions);
  return size;
}

/**
 * Saves a company's template under the acting user (the edit history shows who). A logo other than the
 * current one is checked by its bytes first; the current one keeps the size read when it was set.
 */
export async function saveTemplate(
  ctx: PublicContext & { storage: Storage },
  idEmpresa: number,
  values: SignatureTemplateValues,
): Promise<SignatureTemplate> {
  const current = await repo.findTemplate(ctx.db, idEmpresa);
  if (!current) throw notFound(TEXT.companyNotFound);
  const kept = values.id_logo !== null && values.id_logo === current.modelo?.id_logo;
  const size = values.id_logo === null || kept ? null : await checkedLogo(ctx, values.id_logo);
  const logo = kept
    ? { logo_largura: current.modelo!.logo_largura, logo_altura: current.modelo!.logo_altura }
    : { logo_largura: size?.width ?? null, logo_altura: size?.height ?? null };
  const saved = await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.saveTemplate(tx, idEmpresa, { ...values, ...logo }),
  );
  return presentTemplate({ ...current, modelo: saved }, ctx.publicUrl);
}

/** A company's logo for the signatures pasted in mail programs: its bytes, or 404. */
export async function companyLogo(ctx: OpContext & { storage: Storage }, idEmpresa: number) {
  const row = await repo.findTemplate(ctx.db, idEmpresa);
  const id = row?.modelo?.id_logo;
  const image = id ? await filesPublic.image(ctx.db, ctx.storage, id) : null;
  if (!image) throw notFound();
  return image;
}
