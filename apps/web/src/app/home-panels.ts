import type { ComponentType } from 'react';
import type { SessionUser } from '../lib/session';

/**
 * Panels of the signed-in home page contributed by features, e.g. from a feature's routes.tsx:
 * `homePanels.push({ key: 'my-onboardings', order: 10, component: lazy(() => import('./components/my-onboardings-panel')), visible: (u) => u.employee })`.
 * Use a lazy component so the panel's code stays out of the entry chunk.
 */
export type HomePanel = {
  key: string;
  component: ComponentType;
  /** Lower comes first; default 100. */
  order?: number;
  /** Who sees it; everyone signed in by default. */
  visible?: (user: SessionUser) => boolean;
};

export const homePanels: HomePanel[] = [];
