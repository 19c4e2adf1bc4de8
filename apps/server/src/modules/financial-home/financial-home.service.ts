import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import type { FinancialHomeResponse } from '@intranet/shared/customer-accounts/customer-accounts.schemas';
import { firstName, overdueDays } from '@intranet/shared/customer-accounts/customer-accounts.rules';
import type { CodeChannel } from '@intranet/shared/client-panel/client-panel.rules';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { today } from '@intranet/shared/calendar/days';
import { AppError } from '../../platform/http/errors';
import { type CodeContext, redeemCustomerCode, sendCustomerCode } from '../client-panel/client-panel.public';
import { openInvoicesOf } from '../customer-accounts/customer-accounts.public';

const refused = () => new AppError('not_found', CUSTOMER_ACCOUNTS_MSG.financialHome.refused);

/**
 * The open invoices of a CPF, proven by the birth date of one of its customer rows or by a code sent to
 * its contact of record: the holder's first name and, per invoice, provider, month, due date, value,
 * days overdue, PIX code and boleto line — nothing else. Any wrong answer gets the same refusal.
 */
export async function openInvoices(
  ctx: Pick<CodeContext, 'db' | 'codeKey'>,
  question: { cpf: string; data_nascimento?: string; codigo?: string },
): Promise<FinancialHomeResponse> {
  let birth: string | null = null;
  if (question.codigo !== undefined) {
    if (!(await redeemCustomerCode(ctx, { cpf: question.cpf, purpose: 'fatura', code: question.codigo })))
      throw refused();
  } else {
    birth = question.data_nascimento ?? '';
  }
  const rows = await openInvoicesOf(ctx.db, question.cpf, birth);
  if (!rows.length) throw refused();
  const day = today();
  return {
    nome: firstName(rows[0].nome),
    faturas: rows
      .filter((r) => r.vencimento !== null)
      .map((r) => ({
        provedor: r.provedor,
        competencia: r.competencia!,
        vencimento: r.vencimento!,
        valor: Number(r.valor),
        dias_atraso: overdueDays({ vencimento: r.vencimento!, status: 'aberta' }, day),
        pix_copia_cola: r.pix_copia_cola,
        linha_digitavel: r.linha_digitavel,
      })),
  };
}

/** A code to see the invoices: the same answer whether the CPF is a customer's or not. */
export async function requestInvoicesCode(ctx: CodeContext, input: { cpf: string; canal: CodeChannel }) {
  await sendCustomerCode(ctx, { cpf: input.cpf, channel: input.canal, purpose: 'fatura' });
  return { mensagem: CLIENT_PANEL_MSG.signIn.sent };
}
