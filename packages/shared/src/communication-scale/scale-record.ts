import { crudEndpoints } from '../crud/crud.contract';
import { scaleFilter, scaleInput, scalePatch, scaleRow } from './communication-scale.schemas';

/**
 * The communication campaign as a record type of the CRUD kit: create (`POST { object }`), edit
 * (`PUT /:id { object }`) and delete are the kit's, with its answer keys (`insert_campanha_comunicacao_one`
 * …), its unique-name 409 and its edit history. The spec reads the list with GET and one campaign
 * with its rules, so the contract (`COMMUNICATION_SCALE_API`) takes only those three calls from here
 * and serves the kit's list and read never.
 */
export const SCALE_RECORD = crudEndpoints({
  table: 'campanha_comunicacao',
  path: '/v1/campanha/agendamento',
  createPath: '/v1/campanha/agendamento',
  access: { list: 'scale.list', create: 'scale.create', edit: 'scale.edit', delete: 'scale.delete' },
  schemas: { row: scaleRow, filter: scaleFilter, input: scaleInput, patch: scalePatch },
});
