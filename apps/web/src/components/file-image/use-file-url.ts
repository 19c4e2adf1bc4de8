import { useEffect, useState } from 'react';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { fetchEndpoint } from '../../lib/api-client';

/** Object URL of a stored file read with the bearer token (and the role, when given). */
export function useFileUrl(
  id: string | number | null | undefined,
  role?: string,
): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (id === null || id === undefined || id === '') {
      setState({ url: null, failed: false });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    fetchEndpoint(FILES_API.read, { params: { id: String(id) } }, { role, signal: controller.signal })
      .then(async (res) => {
        if (res.status !== 200) throw new Error(String(res.status));
        url = URL.createObjectURL(await res.blob());
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, role]);
  return state;
}
