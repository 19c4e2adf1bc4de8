import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { showServerErrors } from '../form/server-errors';
import { useNotify } from '../../lib/notify';
import { nameFieldOf } from './crud-config';

/**
 * What a record form does once its call answers: the success toast and back to the list, or the
 * one failure toast with the server's reasons under their fields.
 */
export function useSaveOutcome(config: { path: string; nameField?: string }, form: FormInstance, texts: { done: string; failed: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  return {
    onSuccess: () => {
      notify.success(texts.done);
      navigate(`${config.path}/list`);
    },
    onError: (error: unknown) => {
      notify.error(texts.failed);
      showServerErrors(form, error, { nameField: nameFieldOf(config) });
    },
  };
}
