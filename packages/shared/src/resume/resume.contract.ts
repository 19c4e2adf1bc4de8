import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { certificateInput, educationInput, experienceInput, personalInput, resume } from './resume.schemas';

const params = z.object({ id: idParam });
const idAnswer = z.object({ id: z.number() });

/** The résumé: one's own (personal data and the three lists of entries) and, for recruiters, anyone's. */
export const RESUME_API = {
  mine: endpoint({ method: 'GET', path: '/v1/curriculo', access: 'resume.mine', response: resume }),
  savePersonal: endpoint({
    method: 'PUT',
    path: '/v1/curriculo/dados',
    access: 'resume.mine',
    body: personalInput,
    response: resume,
  }),
  createEducation: endpoint({
    method: 'POST',
    path: '/v1/curriculo/formacao',
    access: 'resume.mine',
    body: educationInput,
    response: idAnswer,
  }),
  updateEducation: endpoint({
    method: 'PUT',
    path: '/v1/curriculo/formacao/:id',
    access: 'resume.mine',
    params,
    body: educationInput,
    response: idAnswer,
  }),
  removeEducation: endpoint({
    method: 'DELETE',
    path: '/v1/curriculo/formacao/:id',
    access: 'resume.mine',
    params,
    response: idAnswer,
  }),
  createExperience: endpoint({
    method: 'POST',
    path: '/v1/curriculo/experiencia',
    access: 'resume.mine',
    body: experienceInput,
    response: idAnswer,
  }),
  updateExperience: endpoint({
    method: 'PUT',
    path: '/v1/curriculo/experiencia/:id',
    access: 'resume.mine',
    params,
    body: experienceInput,
    response: idAnswer,
  }),
  removeExperience: endpoint({
    method: 'DELETE',
    path: '/v1/curriculo/experiencia/:id',
    access: 'resume.mine',
    params,
    response: idAnswer,
  }),
  createCertificate: endpoint({
    method: 'POST',
    path: '/v1/curriculo/certificado',
    access: 'resume.mine',
    body: certificateInput,
    response: idAnswer,
  }),
  updateCertificate: endpoint({
    method: 'PUT',
    path: '/v1/curriculo/certificado/:id',
    access: 'resume.mine',
    params,
    body: certificateInput,
    response: idAnswer,
  }),
  removeCertificate: endpoint({
    method: 'DELETE',
    path: '/v1/curriculo/certificado/:id',
    access: 'resume.mine',
    params,
    response: idAnswer,
  }),
  /** `/users/curriculum/:id`: a candidate's résumé by their user id. */
  read: endpoint({ method: 'GET', path: '/v1/rh/curriculo/:id', access: 'resume.read', params, response: resume }),
  /** The same résumé as a PDF for recruiters. */
  pdf: endpoint({ method: 'GET', path: '/v1/rh/curriculo/:id/pdf', access: 'resume.read', params, response: null }),
} as const;
