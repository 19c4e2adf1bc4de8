import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { FuncionarioConteudo } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { READING_MSG } from '@intranet/shared/onboarding-reading/onboarding-reading.messages';
import { useNotify } from '../../lib/notify';
import { finishContent } from './api/finish-content';
import { nextContent } from './api/next-content';
import { nextTrail } from './api/next-trail';
import { CONGRATULATIONS_PATH, contentUrl } from './reading-paths';

/**
 * 'Mark as read and continue': records data_fim, then opens the next content of the trail by
 * priority, else the first content of the next trail, else the congratulations page.
 */
export function useContinueReading() {
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = async (content: FuncionarioConteudo) => {
    setPending(true);
    try {
      if (!content.finalizado) {
        try {
          await finishContent({
            ids: { id_funcionario: content.id_funcionario, id_onboarding: content.id_onboarding, id_trilha: content.id_trilha, id_conteudo: content.id_conteudo },
            id_usuario_onboarding: content.id_usuario_onboarding,
            data_fim: new Date().toISOString(),
          });
        } catch {
          notify.error(READING_MSG.finishFailed);
          return;
        }
        notify.success(READING_MSG.read);
        await client.invalidateQueries({ queryKey: ['onboarding-reading'] });
      }
      const base = { id_funcionario: content.id_funcionario, id_onboarding: content.id_onboarding };
      const inTrail = await nextContent({ ...base, id_trilha: content.id_trilha, prioridade: content.prioridade_conteudo });
      if (inTrail.conteudo) {
        navigate(contentUrl(content.id_onboarding, inTrail.conteudo.id_trilha, inTrail.conteudo.id_conteudo));
        return;
      }
      const after = await nextTrail({ ...base, prioridade: content.prioridade_trilha });
      if (after.conteudo) navigate(contentUrl(content.id_onboarding, after.conteudo.id_trilha, after.conteudo.id_conteudo));
      else navigate(CONGRATULATIONS_PATH);
    } catch (error) {
      notify.fail(error);
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
