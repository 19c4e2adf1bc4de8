import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { Action } from '@intranet/shared/access/permissions';

/**
 * What a route declares about its screen in `handle`: the tab title and the action a user must be
 * allowed to open it (the same entry of the permission map that the screen's calls need).
 */
export type ScreenHandle = { title?: string; can?: Action };

export const APP_TITLE = 'Intranet';

/** The innermost route's screen declaration. */
export function useScreen(): ScreenHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as ScreenHandle | undefined;
    if (handle && (handle.title || handle.can)) return handle;
  }
  return {};
}

/** Titles the browser tab after the screen: 'Onboardings · Intranet'. */
export function useScreenTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
