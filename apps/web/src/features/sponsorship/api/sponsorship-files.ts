import { actingRoleFor } from '@intranet/shared/access/permissions';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { ApiError, call, fetchEndpoint } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** Uploads a contract, photo or file of a sponsorship (its bytes judged by the server). */
export function uploadSponsorshipFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const role = actingRoleFor(session.get().user?.roles ?? [], 'sponsorship.write');
  return call(FILES_API.upload, { params: { bucket: 'patrocinios' } }, { form, role });
}

/** Saves a stored file under its name. */
export async function downloadSponsorshipFile(id: string, name: string): Promise<void> {
  const role = actingRoleFor(session.get().user?.roles ?? [], 'sponsorship.list');
  const res = await fetchEndpoint(FILES_API.read, { params: { id } }, { role });
  if (res.status !== 200) throw new ApiError(res.status, 'Não foi possível baixar o arquivo.');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
