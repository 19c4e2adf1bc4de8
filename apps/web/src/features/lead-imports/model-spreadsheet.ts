import { LEAD_IMPORTS_MSG } from '@intranet/shared/lead-imports/lead-imports.messages';
import { LEAD_MODEL_ROWS } from '@intranet/shared/lead-imports/lead-imports.rules';

/** Saves the model spreadsheet, modelo_importacao_leads.xlsx (nome, cpf, telefone); the writer is loaded only when asked for. */
export async function downloadLeadModel(): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = LEAD_MODEL_ROWS.map((row, r) =>
    row.map((value) => ({ value, type: String, fontWeight: r === 0 ? ('bold' as const) : undefined })),
  );
  await writeXlsxFile(data, { columns: LEAD_MODEL_ROWS[0].map(() => ({ width: 24 })) }).toFile(
    LEAD_IMPORTS_MSG.modelFile,
  );
}
