import { endpoint } from '../api/endpoint';
import {
  applyResponse,
  ruleIdParams,
  ruleStateResponse,
  simulateBody,
  simulateResponse,
  simulationContractsQuery,
  simulationContractsResponse,
  simulationIdParams,
} from './blocking-simulation.schemas';

/** `/blocking-rules/simulation/:id`: simulating a rule, its contracts, applying it and following the application. */
export const BLOCKING_SIMULATION_API = {
  /** The rule, its latest simulation (stale when the rule changed since) and its latest applications. */
  state: endpoint({
    method: 'GET',
    path: '/v1/regra/bloqueio/:id/estado',
    access: 'blocking-rule.simulate',
    params: ruleIdParams,
    response: ruleStateResponse,
  }),
  /** Runs the rule on a day (today by default) and records the figures, who and the rule's version. */
  simulate: endpoint({
    method: 'POST',
    path: '/v1/regra/bloqueio/:id/simulacao',
    access: 'blocking-rule.simulate',
    params: ruleIdParams,
    body: simulateBody,
    response: simulateResponse,
  }),
  /** A page of a simulation's contracts (reduced, blocked, excluded and why), in SQL. */
  contracts: endpoint({
    method: 'GET',
    path: '/v1/regra/bloqueio/simulacao/:id/contratos',
    access: 'blocking-rule.simulate',
    params: simulationIdParams,
    query: simulationContractsQuery,
    response: simulationContractsResponse,
  }),
  /**
   * "Aplicar regra": the person confirms a simulation of today of the rule's current version; a job
   * records one action per contract and sends it to the ERP. 409 when the rule changed since, the
   * simulation is of another day or the rule is inactive; the same simulation applied again answers
   * its application.
   */
  apply: endpoint({
    method: 'POST',
    path: '/v1/regra/bloqueio/simulacao/:id/aplicar',
    access: 'blocking-rule.apply',
    params: simulationIdParams,
    response: applyResponse,
  }),
} as const;
