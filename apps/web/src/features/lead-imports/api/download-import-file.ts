import { FILES_API } from '@intranet/shared/files/files.contract';
import { fetchEndpoint } from '../../../lib/api-client';

/**
 * Saves an import's spreadsheet as it was sent (`GET v1/files/{id}`, bucket importacoes: only those
 * who import leads may read it); rejects when it cannot be read.
 */
export async function downloadImportFile(file: { id: string; name: string }): Promise<void> {
  const res = await fetchEndpoint(FILES_API.read, { params: { id: file.id } });
  if (res.status !== 200) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
