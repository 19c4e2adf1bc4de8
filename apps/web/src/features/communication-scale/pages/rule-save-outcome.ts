import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fieldNameOf } from '../../../components/form/server-errors';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { RULE_LABELS } from '../components/rule-labels';

/**
 * What the rule form does once its call answers: the success toast and back to the campaign's rules,
 * or the failure. The server's reasons about a field go under it with the spec's failure toast ('Erro
 * ao cadastrar regra!'); a reason about no field (the campaign is gone, no message is active) is the
 * toast itself (shared-blocks spec §8: for rules the server's error is shown as the toast).
 */
export function useRuleSaveOutcome(form: FormInstance, texts: { done: string; failed: string }, listPath: string) {
  const navigate = useNavigate();
  const notify = useNotify();
  return {
    onSuccess: () => {
      notify.success(texts.done);
      navigate(listPath);
    },
    onError: (error: unknown) => {
      const fields = error instanceof ApiError ? (error.fields ?? []) : [];
      const placed = fields.flatMap((f) => {
        const name = fieldNameOf(f.path);
        return name.length === 1 && typeof name[0] === 'string' && name[0] in RULE_LABELS
          ? [{ name, errors: [f.message] }]
          : [];
      });
      if (placed.length) {
        form.setFields(placed);
        notify.error(texts.failed);
      } else {
        notify.fail(error, texts.failed);
      }
    },
  };
}
