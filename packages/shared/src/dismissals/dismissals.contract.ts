import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  dismissalDetail,
  dismissalEditInput,
  dismissalInput,
  dismissalListQuery,
  dismissalListResponse,
  dismissalPeopleQuery,
  dismissalPeopleResponse,
  dismissalRevertInput,
  dismissalTaskInput,
  dismissalTaskParams,
} from './dismissals.schemas';

const byId = z.object({ id: idParam });

/** Every call of the dismissals area (docs/hr-people.md, "Dismissals"). */
export const DISMISSALS_API = {
  /** The list: filtered by company, department, type, status and period, newest date first. */
  list: endpoint({
    method: 'GET',
    path: '/v1/rh/desligamentos',
    access: 'dismissals.list',
    query: dismissalListQuery,
    response: dismissalListResponse,
  }),
  /** The register form's people: active employees by name, or one by id. */
  people: endpoint({
    method: 'GET',
    path: '/v1/rh/desligamentos/colaboradores',
    access: 'dismissals.create',
    query: dismissalPeopleQuery,
    response: dismissalPeopleResponse,
  }),
  /** One dismissal and its checklist. */
  get: endpoint({
    method: 'GET',
    path: '/v1/rh/desligamentos/:id',
    access: 'dismissals.list',
    params: byId,
    response: dismissalDetail,
  }),
  /** Registers a dismissal and its checklist; dated today or before, it is applied at once. */
  create: endpoint({
    method: 'POST',
    path: '/v1/rh/desligamentos',
    access: 'dismissals.create',
    body: dismissalInput,
    response: dismissalDetail,
  }),
  /** Edits a dismissal (its date only while it is scheduled). */
  update: endpoint({
    method: 'PUT',
    path: '/v1/rh/desligamentos/:id',
    access: 'dismissals.edit',
    params: byId,
    body: dismissalEditInput,
    response: dismissalDetail,
  }),
  /** Ticks or unticks a task of the checklist, with who and when. */
  task: endpoint({
    method: 'PUT',
    path: '/v1/rh/desligamentos/:id/tarefas/:tarefa',
    access: 'dismissals.edit',
    params: dismissalTaskParams,
    body: dismissalTaskInput,
    response: dismissalDetail,
  }),
  /** Reverts a dismissal registered by mistake, restoring access when it was applied. */
  revert: endpoint({
    method: 'POST',
    path: '/v1/rh/desligamentos/:id/reverter',
    access: 'dismissals.revert',
    params: byId,
    body: dismissalRevertInput,
    response: dismissalDetail,
  }),
} as const;
