import type { AddressLookup } from '@intranet/shared/cities/cities.schemas';

/** An address as a CEP service gives it; `null` when the service knows no such CEP. */
export type CepAddress = Omit<AddressLookup, 'city_id'>;
export type CepSource = (digits: string) => Promise<CepAddress | null>;

type ViaCepAnswer = {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
};

/**
 * A public CEP service answering as ViaCEP does (`{ cep, logradouro, bairro, localidade, uf }`, or
 * `{ erro: true }`), `{cep}` in the template standing for the 8 digits. A network failure, a time-out
 * or an unexpected answer throws: the caller then answers from its own city table.
 */
export function publicCepSource(
  template: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): CepSource {
  const get = options.fetch ?? fetch;
  return async (digits) => {
    const res = await get(template.replace('{cep}', digits), {
      signal: AbortSignal.timeout(options.timeoutMs ?? 2500),
    });
    if (!res.ok) throw new Error(`CEP service answered ${res.status}`);
    const body = (await res.json()) as ViaCepAnswer;
    if (body.erro === true || body.erro === 'true') return null;
    if (!body.localidade || !body.uf) throw new Error('CEP service answered without a city');
    return {
      address: body.logradouro ?? '',
      code: `${digits.slice(0, 5)}-${digits.slice(5)}`,
      district: body.bairro ?? '',
      state: body.uf,
      city: body.localidade,
    };
  };
}
