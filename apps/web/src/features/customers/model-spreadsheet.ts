import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import { CUSTOMER_MODEL_ROWS } from '@intranet/shared/customers/customers.rules';

/** Saves the model spreadsheet (.xlsx); the writer is loaded only when asked for. */
export async function downloadCustomerModel(): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = CUSTOMER_MODEL_ROWS.map((row, r) =>
    row.map((value) => ({ value, type: String, fontWeight: r === 0 ? ('bold' as const) : undefined })),
  );
  await writeXlsxFile(data, { columns: CUSTOMER_MODEL_ROWS[0].map(() => ({ width: 22 })) }).toFile(
    CUSTOMERS_MSG.modelFile,
  );
}
