import { endpoint } from '../api/endpoint';
import { emailSignaturesListResponse } from './email-signatures.schemas';

/** Every call of the email-signatures area. */
export const EMAIL_SIGNATURES_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/email-signatures',
    access: 'email-signatures.list',
    response: emailSignaturesListResponse,
  }),
} as const;
