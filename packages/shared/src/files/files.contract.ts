import { endpoint } from '../api/endpoint';
import { fileParams, storedFile, uploadParams } from './files.schemas';

/**
 * Uploads (multipart, one file per call) and downloads of stored files. Each bucket applies its own
 * actions (files.rules), checked before the bytes are read: images are for the staff screens that
 * upload, the fleet's photos for any employee who reports an incident.
 */
export const FILES_API = {
  upload: endpoint({
    method: 'POST',
    path: '/v1/files/:bucket',
    access: 'files.upload',
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
