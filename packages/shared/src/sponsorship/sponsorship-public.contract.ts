import { endpoint } from '../api/endpoint';
import { sponsorshipProvidersResponse, sponsorshipRequestResponse } from './sponsorship-request.schemas';

/** The public sponsorship form's calls (no login, rate limited per address); apart so its page loads only these. */
export const SPONSORSHIP_PUBLIC_API = {
  providers: endpoint({
    method: 'GET',
    path: '/v1/patrocinio/provedores',
    access: 'sponsorship.request',
    response: sponsorshipProvidersResponse,
  }),
  /** Multipart: `dados` (the request as JSON) and `apresentacao` (a PDF or an image). */
  request: endpoint({
    method: 'POST',
    path: '/v1/patrocinio',
    access: 'sponsorship.request',
    response: sponsorshipRequestResponse,
  }),
} as const;
