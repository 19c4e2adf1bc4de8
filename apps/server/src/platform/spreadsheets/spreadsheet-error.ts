import { SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { AppError, invalid } from '../http/errors';

export type SpreadsheetProblem =
  | 'tooLarge'
  | 'tooLargeUnzipped'
  | 'format'
  | 'empty'
  | 'unreadable'
  | 'noHeader'
  | 'duplicateHeader'
  | 'tooManyRows'
  | 'noRows'
  | 'tooManyColumns'
  | 'lineTooLong'
  | 'cellTooLong'
  | 'tooMuchText'
  | 'xlsTooLarge';

/** A spreadsheet refused as a whole; `message` is the pt-BR text to show. */
export class SpreadsheetError extends Error {
  constructor(
    readonly problem: SpreadsheetProblem,
    message: string = SPREADSHEET_MSG[problem as Exclude<SpreadsheetProblem, 'duplicateHeader'>],
  ) {
    super(message);
  }

  /** The refusal as the API answers it: 413 for the size, otherwise 400 under the file's field. */
  toAppError(field: string): AppError {
    return this.problem === 'tooLarge'
      ? new AppError('too_large', this.message)
      : invalid(this.message, [{ path: field, message: this.message }]);
  }
}
