import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { PERMISSIONS, rolesCan } from '@intranet/shared/access/permissions';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import type { ScreenHandle } from '../lib/screen';
import { protectedRoutes } from './feature-routes';

/** Every screen path with its handle (a child inherits its parent's path; index routes only redirect). */
function screens(routes: RouteObject[], base = ''): { path: string; handle: ScreenHandle | undefined }[] {
  return routes.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
    const own =
      !route.index && (route.lazy || route.element) ? [{ path, handle: route.handle as ScreenHandle | undefined }] : [];
    return [...(route.children ? [] : own), ...(route.children ? screens(route.children, path) : [])];
  });
}

const HOMES = ['/human-resources/home', '/marketing/home'];
const staffScreens = screens(protectedRoutes).filter(
  (s) =>
    (s.path.startsWith('/human-resources/') || s.path.startsWith('/marketing/')) &&
    !HOMES.includes(s.path) &&
    !s.path.includes('/employee'),
);

describe('screens opened by URL', () => {
  it('declares a title for every screen, and for every staff screen the action that opens it', () => {
    for (const s of screens(protectedRoutes).filter((x) => !x.path.endsWith('/')))
      expect(s.handle?.title, s.path).toBeTruthy();
    expect(staffScreens.length).toBeGreaterThan(10);
    for (const s of staffScreens) expect(s.handle?.can && Object.hasOwn(PERMISSIONS, s.handle.can), s.path).toBe(true);
  });

  it('lets the candidate and a plain employee open no staff screen', () => {
    for (const key of ['candidato', 'colaborador'] as const) {
      const roles = [...DEMO_ACCOUNTS.find((a) => a.key === key)!.roles, 'user'];
      const opened = staffScreens.filter((s) => rolesCan(roles, s.handle!.can!)).map((s) => s.path);
      expect(opened, key).toEqual([]);
    }
  });

  it('lets an HR requester open the onboarding screens but not edit an onboarding, and no marketing screen', () => {
    const roles = [...DEMO_ACCOUNTS.find((a) => a.key === 'rhSolicitante')!.roles, 'user'];
    const opens = (path: string) => rolesCan(roles, staffScreens.find((s) => s.path === path)!.handle!.can!);
    expect(opens('/human-resources/onboarding/register')).toBe(true);
    expect(opens('/human-resources/content/register')).toBe(true);
    expect(opens('/human-resources/onboarding/edit/:id')).toBe(false);
    expect(opens('/marketing/campaigns/list')).toBe(false);
  });
});
