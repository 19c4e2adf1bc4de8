import { FILES_API } from '@intranet/shared/files/files.contract';
import { call } from '../../lib/api-client';

/** Uploads one image to a bucket (the staff's imagens by default; multipart) and answers its arquivo id. */
export function uploadImage(file: File, bucket: 'imagens' | 'frota' = 'imagens') {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(FILES_API.upload, { params: { bucket } }, { form });
}
