import { endpoint } from '../api/endpoint';
import { fileParams, storedFile, uploadParams } from './files.schemas';

/**
 * Uploads (multipart, one file per call) and downloads of stored files. Uploading is for the staff
 * screens that upload; each bucket then applies its own actions (files.rules), never looser.
 */
export const FILES_API = {
  upload: endpoint({
    method: 'POST',
    path: '/v1/files/:bucket',
    access: 'files.uploadImage',
    params: uploadParams,
    response: storedFile,
  }),
  /** The bytes of the file, with its stored content type. */
  read: endpoint({
    method: 'GET',
    path: '/v1/files/:id',
    access: 'files.readImage',
    params: fileParams,
    response: null,
  }),
} as const;
