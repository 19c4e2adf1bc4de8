import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CUSTOMER_CODE_TTL_MS,
  type CodeChannel,
  type CodePurpose,
  MAX_CUSTOMER_CODE_ATTEMPTS,
  MAX_CUSTOMER_CODES_PER_HOUR,
} from '@intranet/shared/client-panel/client-panel.rules';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { isMobilePhone, normalizePhone } from '@intranet/shared/validation/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Sender } from '../../platform/messaging/sender';
import { ownerAccounts } from '../customer-accounts/customer-accounts.public';
import { countCodeAttempt, countCodesSince, latestOpenCode, replaceCode, useCode } from './client-panel.repository';

/** What sending and checking customers' codes needs: the database, the sender and the HMAC key. */
export type CodeContext = { db: Db; sender: Sender; codeKey: Buffer; log: FastifyBaseLogger };

export function customerCodeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('customer-codes').digest();
}

const hashOf = (ctx: CodeContext, cpf: string, purpose: CodePurpose, code: string) =>
  createHmac('sha256', ctx.codeKey).update(`${cpf}:${purpose}:${code}`).digest('hex');

export type Contact = { channel: CodeChannel; to: string };

/** The contacts of record of a CPF: the latest e-mail and mobile among its customer rows. */
export async function contactsOf(db: Db, cpf: string): Promise<{ email: string | null; mobile: string | null }> {
  const rows = await ownerAccounts.recordsOfCpf(db, cpf);
  const email = rows.find((r) => r.email && r.email.includes('@'))?.email ?? null;
  const mobile =
    rows.map((r) => (r.celular ? normalizePhone(r.celular) : null)).find((p) => p && isMobilePhone(p)) ?? null;
  return { email, mobile };
}

/** The chosen channel when the CPF has that contact, else the other one; null without either. */
export function pickContact(
  contacts: { email: string | null; mobile: string | null },
  wanted: CodeChannel,
): Contact | null {
  const email = contacts.email ? ({ channel: 'email', to: contacts.email } as const) : null;
  const sms = contacts.mobile ? ({ channel: 'sms', to: contacts.mobile } as const) : null;
  return wanted === 'email' ? (email ?? sms) : (sms ?? email);
}

const TEXTS = {
  painel: { subject: CLIENT_PANEL_MSG.code.subject, mail: CLIENT_PANEL_MSG.code.body, sms: CLIENT_PANEL_MSG.code.sms },
  fatura: {
    subject: CLIENT_PANEL_MSG.code.financialSubject,
    mail: CLIENT_PANEL_MSG.code.financialBody,
    sms: CLIENT_PANEL_MSG.code.financialSms,
  },
} as const;

/**
 * Sends a new code to the CPF's contact of record, when it has one and has not had five this hour.
 * Says nothing either way: the caller answers the same sentence whatever happened here.
 */
export async function sendCustomerCode(
  ctx: CodeContext,
  input: { cpf: string; channel: CodeChannel; purpose: CodePurpose },
): Promise<void> {
  const now = Date.now();
  const contact = pickContact(await contactsOf(ctx.db, input.cpf), input.channel);
  if (!contact) return;
  const sent = await countCodesSince(ctx.db, input.cpf, input.purpose, new Date(now - 3600_000));
  if (sent >= MAX_CUSTOMER_CODES_PER_HOUR) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceCode(ctx.db, {
    cpf: input.cpf,
    finalidade: input.purpose,
    canal: contact.channel,
    codigo_hash: hashOf(ctx, input.cpf, input.purpose, code),
    expira_em: new Date(now + CUSTOMER_CODE_TTL_MS),
  });
  const text = TEXTS[input.purpose];
  try {
    await ctx.sender.send(
      contact.channel === 'email'
        ? { channel: 'email', to: contact.to, subject: text.subject, body: text.mail(code) }
        : { channel: 'sms', to: contact.to, body: text.sms(code) },
    );
  } catch (err) {
    ctx.log.warn({ err: { message: (err as Error).message } }, 'falha ao enviar código de acesso de cliente');
  }
}

/**
 * Uses the CPF's open code when `code` is it, unexpired and not worn out by guesses: true once; false for
 * anything else (a wrong guess counts against the code).
 */
export async function redeemCustomerCode(
  ctx: Pick<CodeContext, 'db' | 'codeKey'>,
  input: { cpf: string; purpose: CodePurpose; code: string },
): Promise<boolean> {
  const row = await latestOpenCode(ctx.db, input.cpf, input.purpose);
  if (!row || row.tentativas >= MAX_CUSTOMER_CODE_ATTEMPTS) return false;
  const expected = Buffer.from(row.codigo_hash, 'hex');
  const given = Buffer.from(hashOf(ctx as CodeContext, input.cpf, input.purpose, input.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countCodeAttempt(ctx.db, row.id);
    return false;
  }
  if (row.expira_em.getTime() <= Date.now()) return false;
  return useCode(ctx.db, row.id);
}
