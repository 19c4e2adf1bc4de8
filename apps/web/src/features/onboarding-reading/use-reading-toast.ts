import { useMemo } from 'react';
import { App } from 'antd';
import { errorText } from '../../lib/error-text';

/** The reading flow's toasts share one key: each replaces the one before, so one shows at a time. */
const KEY = 'onboarding-reading';

export function useReadingToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string) => notification.success({ key: KEY, title, placement: 'top', duration: 3 }),
      error: (title: string) => notification.error({ key: KEY, title, placement: 'top', duration: 3 }),
      fail: (error: unknown) =>
        notification.error({ key: KEY, title: errorText(error), placement: 'top', duration: 3 }),
    }),
    [notification],
  );
}
