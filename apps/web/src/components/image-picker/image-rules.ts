import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';

/** Client-side check before uploading: jpg, jpeg or png, at most 10485760 bytes. */
export function imageAccepted(file: { name: string; size: number }): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext) && file.size <= MAX_IMAGE_BYTES;
}

export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');
