import { randomBytes } from 'node:crypto';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import {
  CLIENT_PANEL_PATH,
  type CodeChannel,
  customerIdentityEmail,
  maskedEmail,
} from '@intranet/shared/client-panel/client-panel.rules';
import type { InviteResponse } from '@intranet/shared/client-panel/client-panel.schemas';
import type { Tokens } from '@intranet/shared/auth/auth.schemas';
import { CUSTOMER_ROLE } from '@intranet/shared/auth/roles';
import { maskedPhone } from '@intranet/shared/validation/phone';
import { type Db, withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { hashPassword } from '../../platform/auth/passwords';
import { AppError, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { type AuthContext, ensureProfile, findIdentityByUsuario, insertPerson, issueTokens } from '../auth/auth.public';
import { ownerAccounts } from '../customer-accounts/customer-accounts.public';
import { accountByCpf, customerRow, insertAccount, markInvited, markSignedIn } from './client-panel.repository';
import { type CodeContext, contactsOf, pickContact, redeemCustomerCode, sendCustomerCode } from './customer-codes';

export const CUSTOMER_PROFILE = 'Cliente';
const M = CLIENT_PANEL_MSG;

/** Asks for a sign-in code: the same answer whether the CPF is a customer's or not. */
export async function requestSignInCode(ctx: CodeContext, input: { cpf: string; canal: CodeChannel }) {
  await sendCustomerCode(ctx, { cpf: input.cpf, channel: input.canal, purpose: 'painel' });
  return { mensagem: M.signIn.sent };
}

/**
 * The account of a CPF, made now if it has none: an identity of its own (not an employee) holding the
 * profile "Cliente" (the role `cliente` only), whose e-mail key receives nothing and whose password
 * nobody knows. Two first accesses at once make one account (the second reads the first's).
 */
async function ensureAccount(db: Db, cpf: string, nome: string, invitedBy?: number | null) {
  const existing = await accountByCpf(db, cpf);
  if (existing) return existing;
  const senha_hash = await hashPassword(randomBytes(32).toString('base64url'));
  const [first, ...rest] = nome.trim().split(/\s+/);
  try {
    return await withActor(db, invitedBy ?? null, async (tx) => {
      const perfilId = await ensureProfile(tx, CUSTOMER_PROFILE, [CUSTOMER_ROLE]);
      const { usuarioId } = await insertPerson(tx, {
        nome: first,
        sobrenome: rest.join(' '),
        email: customerIdentityEmail(cpf),
        funcionario: false,
        perfilId,
        senha_hash,
        status: 'CONFIRMED',
      });
      return insertAccount(tx, { cpf, id_usuario: usuarioId, convidado_por: invitedBy });
    });
  } catch (err) {
    const raced = isUniqueViolation(err) ? await accountByCpf(db, cpf) : undefined;
    if (raced) return raced;
    throw err;
  }
}

/** CPF + code: the customer's session. The first one creates the account ("primeiro acesso"). */
export async function signIn(
  ctx: CodeContext & { auth: AuthContext },
  input: { cpf: string; codigo: string },
): Promise<Tokens> {
  const refused = new AppError('invalid_input', M.signIn.refused, [{ path: 'codigo', message: M.signIn.refused }]);
  if (!(await redeemCustomerCode(ctx, { cpf: input.cpf, purpose: 'painel', code: input.codigo }))) throw refused;
  const [record] = await ownerAccounts.recordsOfCpf(ctx.db, input.cpf);
  if (!record) throw refused;
  const account = await ensureAccount(ctx.db, input.cpf, record.nome_razaosocial);
  const identity = await findIdentityByUsuario(ctx.db, account.id_usuario);
  if (!identity || !identity.habilitado) throw refused;
  await markSignedIn(ctx.db, account.id);
  return issueTokens(ctx.auth, identity);
}

/** Staff invite a customer row's holder: their account is made (if needed) and the link sent. */
export async function invite(
  ctx: OpContext & CodeContext & { publicUrl: string },
  input: { id_pessoa: number },
): Promise<InviteResponse> {
  const person = await customerRow(ctx.db, input.id_pessoa);
  if (!person) throw notFound('Cliente não encontrado.');
  const contact = pickContact(await contactsOf(ctx.db, person.cpf), 'email');
  if (!contact) throw new AppError('conflict', M.invite.noContact);
  const account = await ensureAccount(ctx.db, person.cpf, person.nome_razaosocial, ctx.actor.userId);
  await withActor(ctx.db, ctx.actor.userId, (tx) => markInvited(tx, account.id, ctx.actor.userId));
  const link = `${ctx.publicUrl}${CLIENT_PANEL_PATH}`;
  const nome = person.nome_razaosocial.trim().split(/\s+/)[0] ?? '';
  await ctx.sender.send(
    contact.channel === 'email'
      ? { channel: 'email', to: contact.to, subject: M.invite.subject, body: M.invite.body(nome, link) }
      : { channel: 'sms', to: contact.to, body: M.invite.sms(link) },
  );
  const destino = contact.channel === 'email' ? maskedEmail(contact.to) : maskedPhone(contact.to);
  return { canal: contact.channel, destino, mensagem: M.invite.sentTo(destino) };
}
