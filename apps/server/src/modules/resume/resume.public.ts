/** What other modules may use of the résumé: reading one, whether it has entries, erasing it. */
export { readResume } from './resume.service';
export * as resumeRepository from './resume.repository';
