import { useEffect, useEffectEvent } from 'react';
import { App } from 'antd';
import { errorText } from './error-text';

/** Top notifications: red for errors (3 s), green for successes (3 s). */
export function useNotify() {
  const { notification } = App.useApp();
  return {
    error: (text: string, duration = 3) => notification.error({ title: text, placement: 'top', duration }),
    success: (text: string, duration = 3) => notification.success({ title: text, placement: 'top', duration }),
    fail: (error: unknown, fallback?: string) =>
      notification.error({ title: errorText(error, fallback), placement: 'top', duration: 3 }),
  };
}

/** A red notification with `text` each time `failed` turns true (a query that failed, mostly). */
export function useErrorToast(failed: boolean, text: string) {
  const notify = useNotify();
  const show = useEffectEvent(() => notify.error(text));
  useEffect(() => {
    if (failed) show();
  }, [failed]);
}
