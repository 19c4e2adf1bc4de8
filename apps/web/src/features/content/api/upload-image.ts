import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export type StoredFile = { id: string; nome: string; mime: string; tamanho: number };

/** Uploads one image to the imagens bucket (multipart) and answers its arquivo id. */
export function uploadImage(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<StoredFile>('/v1/files/imagens', { method: 'POST', body: form, role: onboardingRole() });
}
