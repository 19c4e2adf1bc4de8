/** A partner's profile and permissions (spec §2.4 /settings/permission/partner/profile/:id). */
export const PARTNER_PROFILE_PATH = '/settings/permission/partner/profile';
