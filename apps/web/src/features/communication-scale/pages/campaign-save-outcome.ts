import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { showServerErrors } from '../../../components/form/server-errors';
import { useNotify } from '../../../lib/notify';
import { SCALE_LIST_PATH } from '../../../lib/communication-paths';

/**
 * What the campaign form does once its call answers: the success toast and back to the list, or the
 * server's message as the toast (shared-blocks spec §8: "for scales … the server's error field is
 * shown as the toast") with its reasons under their fields.
 */
export function useCampaignSaveOutcome(form: FormInstance, done: string) {
  const navigate = useNavigate();
  const notify = useNotify();
  return {
    onSuccess: () => {
      notify.success(done);
      navigate(SCALE_LIST_PATH);
    },
    onError: (error: unknown) => {
      notify.fail(error);
      showServerErrors(form, error, { nameField: 'nome' });
    },
  };
}
