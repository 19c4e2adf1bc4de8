import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import { CONTACTS_MSG as MSG } from '@intranet/shared/contacts/contacts.messages';
import { ApiError, fetchEndpoint } from '../../../lib/api-client';

/** Saves a colleague's vCard under the name the server gives it. */
export async function downloadContactVcard(id: number): Promise<void> {
  const res = await fetchEndpoint(API.vcard, { params: { id } });
  if (res.status !== 200) throw new ApiError(res.status, MSG.vcardFailed);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'contato.vcf';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
