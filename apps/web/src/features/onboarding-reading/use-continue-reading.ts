import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { READING_MSG } from '@intranet/shared/onboarding-reading/onboarding-reading.messages';
import type { FuncionarioConteudo } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { finishContent } from './api/finish-content';
import { listMyOnboardingsQuery } from './api/list-my-onboardings';
import { CONGRATULATIONS_PATH, contentUrl, trailUrl } from './reading-paths';
import { useReadingToast } from './use-reading-toast';

/**
 * 'Mark as read and continue': records data_fim, then opens the first unfinished content of the
 * onboarding by trail then content priority (the next one, for whoever reads in order). The
 * congratulations page opens only once every content is finished, so the flow cannot be skipped to its end.
 */
export function useContinueReading() {
  const navigate = useNavigate();
  const toast = useReadingToast();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = async (content: FuncionarioConteudo) => {
    setPending(true);
    try {
      if (!content.finalizado) {
        try {
          await finishContent({
            ids: {
              id_funcionario: content.id_funcionario,
              id_onboarding: content.id_onboarding,
              id_trilha: content.id_trilha,
              id_conteudo: content.id_conteudo,
            },
            id_usuario_onboarding: content.id_usuario_onboarding,
            data_fim: new Date().toISOString(),
          });
        } catch {
          toast.error(READING_MSG.finishFailed);
          return;
        }
        toast.success(READING_MSG.read);
        await client.invalidateQueries({ queryKey: ['onboarding-reading'] });
      }
      const mine = await client.fetchQuery({ ...listMyOnboardingsQuery(), staleTime: 0 });
      const onboarding = mine.find((o) => o.id_onboarding === content.id_onboarding);
      if (onboarding?.continuar)
        navigate(contentUrl(content.id_onboarding, onboarding.continuar.id_trilha, onboarding.continuar.id_conteudo));
      else if (onboarding?.concluido) navigate(CONGRATULATIONS_PATH);
      else navigate(trailUrl(content.id_onboarding, content.id_trilha));
    } catch (error) {
      toast.fail(error);
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
