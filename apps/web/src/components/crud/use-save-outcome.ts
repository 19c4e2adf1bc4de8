import { App, type FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { showServerErrors } from '../form/server-errors';
import { useNotify } from '../../lib/notify';
import { type AfterSave, nameFieldOf } from './crud-config';
import { spokenSaveError } from './save-error';

/** The pause between the calls' end and the toast with the navigation (spec §9: post-save delay 200 ms). */
export const POST_SAVE_DELAY_MS = 200;

type Outcome = {
  path: string;
  nameField?: string;
  afterSave?: AfterSave;
  errorToast?: (error: unknown) => string | undefined;
};

/** Where Cancelar and a saved form go: the list, back one page (the list when there is none), or a route. */
export function useLeave(config: Outcome) {
  const navigate = useNavigate();
  return (id?: number) => {
    const after = config.afterSave ?? 'list';
    if (typeof after === 'function') return navigate(after(id));
    const hasPage = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (after === 'back' && hasPage) return navigate(-1);
    return navigate(`${config.path}/list`);
  };
}

/**
 * What a record form does once its calls answer: 200 ms later the success toast and away (the list,
 * back one page, or the configured route), or the one failure toast (the spec's words for the
 * server's answer when it has them) with the server's reasons under their fields.
 */
export function useSaveOutcome(config: Outcome, form: FormInstance, texts: { done: string; failed: string }) {
  const notify = useNotify();
  const leave = useLeave(config);
  // The generic form (a record type that says where it goes) waits the spec's 200 ms; the plain lists answer at once.
  const later = (fn: () => void) => (config.afterSave ? setTimeout(fn, POST_SAVE_DELAY_MS) : fn());
  return {
    onSuccess: (answer?: unknown) => {
      const id = (answer as { id?: number } | undefined)?.id;
      later(() => {
        notify.success(texts.done);
        leave(id);
      });
    },
    onError: (error: unknown) => {
      later(() => notify.error(config.errorToast?.(error) ?? spokenSaveError(error) ?? texts.failed));
      showServerErrors(form, error, { nameField: nameFieldOf(config) });
    },
  };
}

/**
 * The toast of a form sent with fields missing: one at a time, however often it is sent (Enter in a
 * field and a click, or two clicks, replace the toast on screen rather than stacking a copy).
 */
export function useInvalidToast(text: string | undefined) {
  const { notification } = App.useApp();
  return text
    ? () => notification.error({ key: `invalid-form:${text}`, title: text, placement: 'top', duration: 3 })
    : undefined;
}
