/**
 * What other areas may use of onboarding: keeping everyone's participation and progress in step
 * after a change that moves them (trail contents, a reading, an employee's placement), and the
 * ordered list of an onboarding's trails (a trail in one is kept).
 */
export { syncParticipation, type ParticipationScope } from './onboarding.repository';
export { ONBOARDING_TRAILS } from './onboarding.links';
