/**
 * What other areas may use of onboarding: keeping everyone's participation and progress in step
 * after a change that moves them (trail contents, a reading, an employee's placement).
 */
export { syncParticipation, type ParticipationScope } from './participation';
