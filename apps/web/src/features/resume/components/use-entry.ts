import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { Resume } from '@intranet/shared/resume/resume.schemas';
import { getMyResumeQuery } from '../api/get-my-resume';

type List = 'formacao' | 'experiencia' | 'certificado';

/**
 * The entry an edit screen (`…/edit/:id`) is about, read from one's résumé; `id` is undefined on a
 * register screen. `missing` when the résumé has no such entry.
 */
export function useEntry<L extends List>(list: L) {
  const raw = useParams().id;
  const id = raw === undefined ? undefined : Number(raw);
  const resume = useQuery({ ...getMyResumeQuery(), enabled: raw !== undefined });
  const valid = id !== undefined && Number.isInteger(id) && id > 0;
  const entry = valid ? (resume.data?.[list] as Resume[L] | undefined)?.find((e) => e.id === id) : undefined;
  return {
    id: valid ? id : undefined,
    editing: raw !== undefined,
    entry: entry as Resume[L][number] | undefined,
    loading: raw !== undefined && valid && resume.isPending,
    missing: raw !== undefined && (!valid || (!resume.isPending && !entry)),
  };
}
