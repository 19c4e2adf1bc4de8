import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { BUCKETS } from '@intranet/shared/files/files.rules';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG } from '@intranet/shared/lead-imports/lead-imports.messages';
import type { ImportCustomersResult, LeadImport } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { ApiError, call } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { LEAD_IMPORTS_KEY } from './list-lead-imports';

export type ImportChoices = { id_empresa: number; id_canal: number; id_campanha: number; arquivo: File };

/** Where the import is: the file being sent (its bytes) or the spreadsheet being read (by the server), 0 to 100. */
export type ImportStage = { stage: 'enviando' | 'lendo'; percent: number };

export type ImportOutcome = { importacao: LeadImport; result: ImportCustomersResult };

/** How often the reading's progress is asked while the server reads. */
export const PROGRESS_POLL_MS = 500;

export const BUCKET_MEGABYTES = Math.round(BUCKETS.importacoes.maxBytes / (1024 * 1024));

/**
 * The lead import flow (spec §4): the spreadsheet uploaded to the files service (bucket importacoes,
 * its bytes reported as they go), the import recorded with it, then its lines read by the server
 * (its progress asked meanwhile). Resolves with the import and what the reading did; a spreadsheet the
 * server could not use resolves with `success` false and its message.
 */
export async function importSpreadsheet(
  { arquivo, ...choices }: ImportChoices,
  onStage: (stage: ImportStage) => void,
): Promise<ImportOutcome> {
  onStage({ stage: 'enviando', percent: 0 });
  const form = new FormData();
  form.append('file', arquivo, arquivo.name);
  const stored = await call(
    FILES_API.upload,
    { params: { bucket: 'importacoes' } },
    {
      form,
      onUploadProgress: (sent, total) =>
        onStage({ stage: 'enviando', percent: total ? Math.round((100 * sent) / total) : 0 }),
    },
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 413)
      throw new ApiError(413, LEAD_IMPORTS_MSG.tooLarge(BUCKET_MEGABYTES), error.code);
    throw error;
  });
  const { vendas_lead_importacao: importacao } = await call(API.create, {
    body: { ...choices, id_file: stored.id, id_usuario: session.get().user?.usuarioId ?? undefined },
  });

  onStage({ stage: 'lendo', percent: 0 });
  let reading = true;
  const poll = (async () => {
    while (reading) {
      await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
      if (!reading) break;
      const progress = await call(API.progress, { params: { id: importacao.id } }).catch(() => null);
      if (reading && progress && progress.progresso.fase !== 'aguardando')
        onStage({ stage: 'lendo', percent: progress.progresso.percentual });
    }
  })();
  try {
    const { importaClientes: result } = await call(API.importCustomers, { params: { id: importacao.id } });
    return { importacao: { ...importacao, registros: result.registros }, result };
  } finally {
    reading = false;
    await poll;
  }
}

export function useImportSpreadsheet(onStage: (stage: ImportStage) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choices: ImportChoices) => importSpreadsheet(choices, onStage),
    onSettled: () => client.invalidateQueries({ queryKey: LEAD_IMPORTS_KEY }),
  });
}
