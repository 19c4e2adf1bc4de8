import { formatDecimal } from '@intranet/shared/format/numbers';

/** A percentage of the report with one decimal: 66.7 → '66,7%'. */
export const percentText = (value: number) => `${formatDecimal(value, 1)}%`;
