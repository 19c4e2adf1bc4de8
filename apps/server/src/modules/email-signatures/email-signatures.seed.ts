import type { ModuleSeed } from '../../db/seed/seed-context';

/** Demo data of the email-signatures area. */
export const seedEmailSignatures: ModuleSeed = async () => {};
