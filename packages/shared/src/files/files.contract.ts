import { endpoint } from '../api/endpoint';
import { fileParams, storedFile, uploadParams } from './files.schemas';

/** Uploads (multipart, one file per call) and downloads of stored files; each bucket has its own rules (files.rules). */
export const FILES_API = {
  upload: endpoint({ method: 'POST', path: '/v1/files/:bucket', access: 'session.any', params: uploadParams, response: storedFile }),
  /** The bytes of the file, with its stored content type. */
  read: endpoint({ method: 'GET', path: '/v1/files/:id', access: 'files.readImage', params: fileParams, response: null }),
} as const;
