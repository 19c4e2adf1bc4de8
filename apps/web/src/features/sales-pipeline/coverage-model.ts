import { COVERAGE_MODEL_ROWS } from '@intranet/shared/sales/coverage.rules';

/** Saves the coverage model spreadsheet (.xlsx); the writer is loaded only when asked for. */
export async function downloadCoverageModel(): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = COVERAGE_MODEL_ROWS.map((row, r) =>
    row.map((value) => ({ value, type: String, fontWeight: r === 0 ? ('bold' as const) : undefined })),
  );
  await writeXlsxFile(data, { columns: COVERAGE_MODEL_ROWS[0].map(() => ({ width: 22 })) }).toFile(
    'modelo-cobertura.xlsx',
  );
}
