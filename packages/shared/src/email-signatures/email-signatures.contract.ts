import { endpoint } from '../api/endpoint';
import {
  companyParams,
  logoQuery,
  ownSignatureResponse,
  signaturePeopleQuery,
  signaturePeopleResponse,
  signatureTemplateBody,
  signatureTemplateResponse,
  signatureTemplatesResponse,
} from './email-signatures.schemas';

/** Every call of the e-mail signatures (`/emailsignature/list`). */
export const EMAIL_SIGNATURES_API = {
  /** The caller's own signature: their record and their company's template. */
  own: endpoint({
    method: 'GET',
    path: '/v1/email-signatures/mine',
    access: 'email-signatures.own',
    response: ownSignatureResponse,
  }),
  /** Active employees with what their signatures show, searched and paged (HR). */
  people: endpoint({
    method: 'GET',
    path: '/v1/email-signatures/people',
    access: 'email-signatures.list',
    query: signaturePeopleQuery,
    response: signaturePeopleResponse,
  }),
  /** One template per active provider company (HR). */
  templates: endpoint({
    method: 'GET',
    path: '/v1/email-signatures/templates',
    access: 'email-signatures.templates',
    response: signatureTemplatesResponse,
  }),
  /** Saves a company's template, made on its first save (HR managers). */
  saveTemplate: endpoint({
    method: 'PUT',
    path: '/v1/email-signatures/templates/:id_empresa',
    access: 'email-signatures.editTemplate',
    params: companyParams,
    body: signatureTemplateBody,
    response: signatureTemplateResponse,
  }),
  /** The bytes of a company's logo, public: the signatures pasted in mail programs load it from here. */
  logo: endpoint({
    method: 'GET',
    path: '/v1/email-signatures/logo/:id_empresa',
    access: 'email-signatures.logo',
    params: companyParams,
    query: logoQuery,
    response: null,
  }),
} as const;
