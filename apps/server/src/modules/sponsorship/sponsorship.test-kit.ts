import { dayFromToday } from '@intranet/shared/calendar/days';
import type { SponsorshipRequestBody } from '@intranet/shared/sponsorship/sponsorship-request.schemas';

/** A one-pixel PNG and the smallest PDF file-type recognises, for uploads judged by content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body of text fields and files, as a browser's FormData sends it. */
export function multipartOf(
  fields: Record<string, string>,
  files: { field: string; name: string; body: Buffer; type?: string }[] = [],
) {
  const boundary = '----sponsorship-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid request of a provider for an event in a month. */
export function requestOf(id_empresa: number, over: Partial<SponsorshipRequestBody> = {}): SponsorshipRequestBody {
  return {
    id_empresa,
    evento: 'Festa do Peão de Sete Lagoas',
    data_evento: dayFromToday(30),
    cidade: 'Sete Lagoas',
    publico_esperado: 8000,
    pedidos: ['dinheiro', 'internet'],
    valor_pedido: 15000,
    descricao_pedido: 'Wi-Fi para a área de imprensa.',
    contrapartidas: ['banners', 'mencoes'],
    descricao_contrapartida: 'Dois banners na arena.',
    organizador: 'Marta Souza',
    organizacao: 'Associação Rural',
    email: 'marta@festa.example.com',
    telefone: '(31) 98888-7777',
    ...over,
  };
}
