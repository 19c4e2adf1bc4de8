import { RESUME_API as API } from '@intranet/shared/resume/resume.contract';
import { defineRoutes } from '../../platform/http/routes';
import { resumePdf } from './resume.pdf';
import * as service from './resume.service';

/** The résumé: one's own personal data and entries; anyone's for the curriculo, talent-bank and HR roles. */
export const resumeRoutes = defineRoutes('resume', (r) => {
  r.on(API.mine, (ctx) => service.myResume(ctx));
  r.on(API.savePersonal, (ctx, { body }) => service.savePersonal(ctx, body));
  r.on(API.createEducation, (ctx, { body }) => service.createEntry(ctx, 'formacao', body));
  r.on(API.updateEducation, (ctx, { params, body }) => service.updateEntry(ctx, 'formacao', params.id, body));
  r.on(API.removeEducation, (ctx, { params }) => service.removeEntry(ctx, 'formacao', params.id));
  r.on(API.createExperience, (ctx, { body }) => service.createEntry(ctx, 'experiencia', body));
  r.on(API.updateExperience, (ctx, { params, body }) => service.updateEntry(ctx, 'experiencia', params.id, body));
  r.on(API.removeExperience, (ctx, { params }) => service.removeEntry(ctx, 'experiencia', params.id));
  r.on(API.createCertificate, (ctx, { body }) => service.createEntry(ctx, 'certificado', body));
  r.on(API.updateCertificate, (ctx, { params, body }) => service.updateEntry(ctx, 'certificado', params.id, body));
  r.on(API.removeCertificate, (ctx, { params }) => service.removeEntry(ctx, 'certificado', params.id));
  r.on(API.read, (ctx, { params }) => service.resumeOf(ctx, params.id));
  r.on(API.pdf, async (ctx, { params }, { reply }) => {
    const resume = await service.resumeOf(ctx, params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="curriculo-${params.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(await resumePdf(resume));
  });
});
