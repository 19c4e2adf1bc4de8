import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { authError } from './auth.errors';
import type { AuthContext } from './auth.context';
import {
  type CodePurpose,
  type CodeRow,
  type Identity,
  countCodeAttempt,
  countCodesSince,
  latestOpenCode,
  pruneCodes,
  replaceCode,
} from './auth.repository';

export const CODE_TTL_MS = 60 * 60 * 1000;
export const MAX_CODES_PER_HOUR = 5;
/** Wrong guesses a code survives; a 6-digit code must not be guessable by repetition. */
export const MAX_CODE_ATTEMPTS = 5;

const MAIL: Record<CodePurpose, (code: string) => { subject: string; body: string }> = {
  reset: (code) => ({
    subject: 'Código para redefinir a senha',
    body: `Seu código de verificação é ${code}. Ele vale por uma hora.\n\nSe você não pediu para redefinir a senha, ignore este e-mail.`,
  }),
  confirmacao: (code) => ({
    subject: 'Confirme seu cadastro',
    body: `Seu código de confirmação é ${code}. Ele vale por uma hora.\n\nSe você não se cadastrou, ignore este e-mail.`,
  }),
};

function codeHash(ctx: AuthContext, identityId: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', ctx.codeKey).update(`${identityId}:${purpose}:${code}`).digest('hex');
}

/** A new 6-digit code mailed to the identity; more than five codes an hour are refused. */
export async function sendCode(ctx: AuthContext, identity: Identity, purpose: CodePurpose): Promise<void> {
  const now = new Date();
  const sent = await countCodesSince(ctx.db, identity.id, new Date(now.getTime() - CODE_TTL_MS));
  if (sent >= MAX_CODES_PER_HOUR) throw authError('LimitExceededException');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await pruneCodes(ctx.db, identity.id, now);
  await replaceCode(
    ctx.db,
    {
      id_identidade: identity.id,
      finalidade: purpose,
      codigo_hash: codeHash(ctx, identity.id, purpose, code),
      expira_em: new Date(now.getTime() + CODE_TTL_MS),
    },
    now,
  );
  try {
    await ctx.sender.send({ channel: 'email', to: identity.email, ...MAIL[purpose](code) });
  } catch {
    throw authError('CodeDeliveryFailureException');
  }
}

/** The open code matching `code`, or the catalogue error: wrong, expired or worn out by guesses. */
export async function checkCode(
  ctx: AuthContext,
  identity: Identity,
  purpose: CodePurpose,
  code: string,
): Promise<CodeRow> {
  const row = await latestOpenCode(ctx.db, identity.id, purpose);
  if (!row) throw authError('CodeMismatchException');
  if (row.tentativas >= MAX_CODE_ATTEMPTS) throw authError('ExpiredCodeException');
  const expected = Buffer.from(row.codigo_hash, 'hex');
  const given = Buffer.from(codeHash(ctx, identity.id, purpose, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countCodeAttempt(ctx.db, row.id);
    throw authError('CodeMismatchException');
  }
  if (row.expira_em.getTime() <= Date.now()) throw authError('ExpiredCodeException');
  return row;
}
