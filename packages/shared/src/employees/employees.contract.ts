import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  employeeProfileBody,
  employeeProfileResponse,
  employeeRegisterBody,
  employeesQuery,
  employeesResponse,
} from './employees.schemas';

const params = z.object({ id: idParam });

/**
 * Employee profiles (`/employees`, `/users/profile/:id`). Anyone reads and edits their own profile
 * (employees.policy); someone else's needs `employee.list` to read and `employee.manage` to edit.
 */
export const EMPLOYEES_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/rh/funcionarios',
    access: 'employee.list',
    query: employeesQuery,
    response: employeesResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/rh/funcionario/:id',
    access: 'session.any',
    params,
    response: employeeProfileResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/rh/funcionario/:id',
    access: 'session.any',
    params,
    body: employeeProfileBody,
    response: employeeProfileResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/v1/rh/funcionario',
    access: 'employee.manage',
    body: employeeRegisterBody,
    response: employeeProfileResponse,
  }),
} as const;
