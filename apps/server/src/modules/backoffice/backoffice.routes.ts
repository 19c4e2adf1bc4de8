import { BACKOFFICE_API as API } from '@intranet/shared/backoffice/backoffice.contract';
import { defineRoutes } from '../../platform/http/routes';
import { customerDetails, paidInvoices, searchCustomers } from './backoffice.customer';
import * as records from './backoffice.records';
import * as sales from './backoffice.sales';

/** The backoffice (`/backoffice/*`): sales to active, activations, qualification, problems, chargebacks, customers. */
export const backofficeRoutes = defineRoutes('backoffice', (r) => {
  r.on(API.home, (ctx) => sales.home(ctx));
  r.on(API.sales, (ctx, { body }) => sales.listSales(ctx, body.filtro));
  r.on(API.activations, (ctx, { body }) => sales.listActivations(ctx, body.filtro));
  r.on(API.sale, (ctx, { params }) => sales.getSale(ctx, params.id));
  r.on(API.approve, (ctx, { params }) => sales.approve(ctx, params.id));
  r.on(API.schedule, (ctx, { params, body }) => sales.schedule(ctx, params.id, body));
  r.on(API.unschedule, (ctx, { params }) => sales.unschedule(ctx, params.id));
  r.on(API.activate, (ctx, { params, body }) => sales.activate(ctx, params.id, body));
  r.on(API.cancel, (ctx, { params, body }) => sales.cancel(ctx, params.id, body));

  r.on(API.qualifications, (ctx, { body }) => records.listQualifications(ctx, body.filtro));
  r.on(API.qualification, async (ctx, { params }) => ({
    backoffice_qualificacao: await records.getQualification(ctx, params.id),
  }));
  r.on(API.createQualification, (ctx, { body }) => records.createQualification(ctx, body.object));
  r.on(API.editQualification, (ctx, { params, body }) => records.editQualification(ctx, params.id, body.object));

  r.on(API.problems, (ctx, { body }) => records.listProblems(ctx, body.filtro));
  r.on(API.problem, async (ctx, { params }) => ({ backoffice_problema: await records.getProblem(ctx, params.id) }));
  r.on(API.createProblem, (ctx, { body }) => records.createProblem(ctx, body.object));
  r.on(API.editProblem, (ctx, { params, body }) => records.editProblem(ctx, params.id, body.object));

  r.on(API.chargebacks, (ctx, { body }) => records.listChargebacks(ctx, body.filtro));
  r.on(API.chargeback, async (ctx, { params }) => ({
    backoffice_estorno: await records.getChargeback(ctx, params.id),
  }));
  r.on(API.createChargeback, (ctx, { body }) => records.createChargeback(ctx, body.object));
  r.on(API.editChargeback, (ctx, { params, body }) => records.editChargeback(ctx, params.id, body.object));

  r.on(API.searchCustomers, (ctx, { body }) => searchCustomers(ctx, body.busca));
  r.on(API.customer, (ctx, { params }) => customerDetails(ctx, params.id));
  r.on(API.paidInvoices, (ctx, { params }) => paidInvoices(ctx, params.id));
});
