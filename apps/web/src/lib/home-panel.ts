import type { ComponentType } from 'react';
import type { SessionUser } from './session';

/**
 * A panel a feature contributes to the signed-in home page, exported from its routes.tsx and
 * collected by the app. Use a lazy component so the panel's code stays out of the entry chunk.
 */
export type HomePanel = {
  key: string;
  component: ComponentType;
  /** Lower comes first; default 100. */
  order?: number;
  /** Who sees it; everyone signed in by default. */
  visible?: (user: SessionUser) => boolean;
};
