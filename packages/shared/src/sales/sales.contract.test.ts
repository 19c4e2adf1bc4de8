import { describe, expect, it } from 'vitest';
import type { EndpointResponse } from '../api/endpoint';
import { CAMPAIGN_API, SALES_API } from './sales.contract';

describe('the sales contract', () => {
  it('keeps the spec paths and methods of campaigns and channels', () => {
    const calls = Object.values(SALES_API).map((e) => `${e.method} ${e.path} ${e.access}`);
    expect(calls).toEqual([
      'POST /v1/vendas/campanha campaign.list',
      'POST /v1/vendas/criar/campanha campaign.create',
      'GET /v1/vendas/campanha/:id campaign.list',
      'PUT /v1/vendas/campanha/:id campaign.edit',
      'DELETE /v1/vendas/campanha/:id campaign.delete',
      'POST /v1/vendas/canal channel.list',
      'POST /v1/vendas/criar/canal channel.create',
      'GET /v1/vendas/canal/:id channel.list',
      'PUT /v1/vendas/canal/:id channel.edit',
      'DELETE /v1/vendas/canal/:id channel.delete',
    ]);
  });

  it('answers under the keys named after the table', () => {
    const created: EndpointResponse<typeof SALES_API.createChannel> = SALES_API.createChannel.response.parse({
      insert_vendas_canal_one: { id: 3 },
    });
    expect(created.insert_vendas_canal_one.id).toBe(3);
    expect(SALES_API.deleteCampaign.response.safeParse({ delete_vendas_campanha_by_pk: { id: 1 } }).success).toBe(true);
    expect(SALES_API.updateChannel.response.safeParse({ update_vendas_campanha_by_pk: {} }).success).toBe(false);
    expect(CAMPAIGN_API.keys).toEqual({
      list: 'vendas_campanha',
      insert: 'insert_vendas_campanha_one',
      update: 'update_vendas_campanha_by_pk',
      delete: 'delete_vendas_campanha_by_pk',
    });
  });

  it('takes a list call without a body, with an empty one or with a filter', () => {
    for (const body of [undefined, null, {}, { filtro: { ativo: false, razao: true } }]) {
      expect(SALES_API.listCampaigns.body.safeParse(body).success).toBe(true);
    }
    expect(SALES_API.listChannels.body.safeParse({ filtro: { nome: ['Facebook', 'Google'] } }).success).toBe(true);
  });
});
