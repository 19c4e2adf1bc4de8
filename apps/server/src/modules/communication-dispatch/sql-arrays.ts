/**
 * Many values as one parameter: a PostgreSQL array literal, cast in the statement (`${ids}::bigint[]`,
 * `unnest(${texts}::text[])`). One parameter instead of thousands keeps a batch's statement cheap to
 * build and to plan, and `= ANY(…)` keeps the primary key's index whatever the statistics say.
 */
export const idArray = (ids: number[]): string => `{${ids.join(',')}}`;

export function textArray(values: Array<string | null>): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}
