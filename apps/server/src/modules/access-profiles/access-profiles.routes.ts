import { ACCESS_PROFILES_API as API } from '@intranet/shared/access-profiles/access-profiles.contract';
import { defineRoutes } from '../../platform/http/routes';
import { createProfile, deleteProfile, getProfile, listProfiles, updateProfile } from './access-profiles.service';

/** Access profiles: named role sets applied to users (superadmin). */
export const accessProfilesRoutes = defineRoutes('access-profiles', (r) => {
  r.on(API.list, (ctx) => listProfiles(ctx));
  r.on(API.get, (ctx, { params }) => getProfile(ctx, params));
  r.on(API.create, (ctx, { body }) => createProfile(ctx, body));
  r.on(API.update, (ctx, { params, body }) => updateProfile(ctx, { id: params.id, ...body }));
  r.on(API.remove, (ctx, { params }) => deleteProfile(ctx, params));
});
