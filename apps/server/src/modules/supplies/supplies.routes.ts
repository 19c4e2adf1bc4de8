import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { dashboard } from './supplies-dashboard.service';
import * as inventory from './supplies-inventory.service';
import { productService } from './supplies-products.service';
import * as returns from './supplies-returns.service';
import * as squads from './supplies-squads.service';
import * as service from './supplies.service';

/** Supplies and field teams (docs/supplies.md). */
export const suppliesRoutes = defineRoutes('supplies', (r) => {
  r.on(API.lookups, (ctx) => service.lookups(ctx));
  r.on(API.moves, (ctx, { query }) => service.listMoves(ctx, query));
  r.on(API.move, (ctx, { body }) => service.registerMoves(ctx, body));
  r.on(API.units, (ctx, { query }) => service.listUnits(ctx, query));
  r.on(API.unit, (ctx, { params }) => service.unit(ctx, params.codigo));
  r.on(API.returns, (ctx, { query }) => returns.list(ctx, query));
  r.on(API.registerReturn, (ctx, { body }) => returns.register(ctx, body));
  r.on(API.editReturn, (ctx, { body }) => returns.edit(ctx, body));
  r.on(API.inventory, (ctx, { query }) => inventory.list(ctx, query));
  r.on(API.count, (ctx, { body }) => inventory.insert(ctx, body));
  r.on(API.validate, (ctx, { params }) => inventory.validate(ctx, params.id));
  r.on(API.values, (ctx, { query }) => service.values(ctx, query));
  r.on(API.dashboard, (ctx) => dashboard(ctx));
  r.on(API.squads, (ctx) => squads.squads(ctx));
  r.on(API.updateSquad, (ctx, { params, body }) => squads.updateSquad(ctx, params.id, body));
  r.on(API.employees, (ctx, { query }) => squads.employees(ctx, query));
  r.on(API.contracts, (ctx, { query }) => service.contracts(ctx, query));
  serveCrud(r, productService);
});
