/**
 * Every call of the specification's §7 lists (foundation-and-hr.md, marketing.md,
 * roulette-tracking-shared-blocks.md) that names its method and its path, as the spec writes it, with a
 * concrete URL to call it by. Paths the spec leaves to configuration or to another host ('GET {hash}',
 * '.../semanal/consolidado/v2', a third-party geography service, the identity provider) are not calls of
 * this server; the lookups §7 names without a method are listed apart (`SPEC_LOOKUPS`).
 */
export type SpecCall = {
  spec: 'foundation-and-hr' | 'marketing' | 'roulette-tracking-shared-blocks';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As written in the spec (leading slash and trailing dot dropped). */
  path: string;
  /** The same call with sample values in its placeholders. */
  url: string;
};

const call = (spec: SpecCall['spec'], line: string, url?: string): SpecCall => {
  const [method, path] = line.split(' ') as [SpecCall['method'], string];
  const clean = path.replace(/^\/?/, '/').replace(/\.$/, '');
  return {
    spec,
    method,
    path: clean,
    url: url ?? clean.replace(/\{[^}]+\}/g, '1').replace(/(.)\/$/, '$1'),
  };
};

const F = 'foundation-and-hr' as const;
const M = 'marketing' as const;
const R = 'roulette-tracking-shared-blocks' as const;

export const SPEC_CALLS: SpecCall[] = [
  // foundation-and-hr.md §7
  call(F, 'GET v1/user/{id}'),
  call(F, 'GET v1/users/role/{id}'),
  call(F, 'GET v1/companies'),
  call(F, 'GET v1/company/cargo/{company}', '/v1/company/cargo/Bitcom'),
  call(F, 'GET /v1/departamentos/empresa/{companyId}'),
  call(F, 'GET v1/company/departamento/{name}', '/v1/company/departamento/Bitcom'),
  call(F, 'GET v1/setor/{id}'),
  call(F, 'POST /v1/rh/relatorio/vaga/filtro'),
  call(F, 'POST /v1/onboarding/trilha/filtro'),
  call(F, 'POST /v1/rh/trilha/onboarding/filtrado'),
  call(F, 'POST /v1/rh/trilha/onboarding'),
  call(F, 'PUT /v1/rh/trilha/onboarding/{id}'),
  call(F, 'DELETE /v1/onboarding/delete/{id}'),
  call(F, 'DELETE v1/rh/onboarding/trilha'),
  call(F, 'POST /v1/rh/company/onboarding/trilha'),
  call(F, 'POST v1/rh/onboarding/trilha/filtrado'),
  call(F, 'POST /v1/lista/onboarding/trilha'),
  call(F, 'POST /v1/onboarding/relatorio/contador'),
  call(F, 'POST /v1/onboarding/relatorio'),
  call(F, 'POST v1/onboarding/trilha/conteudos/funcionario'),
  call(F, 'POST /v1/rh/onboarding/funcionario/conteudo'),
  call(F, 'POST /v1/onboarding/conteudo/inicio'),
  call(F, 'POST /v1/onboarding/conteudo/concluir'),
  call(F, 'POST /v1/onboarding/trilha/conteudos/funcionario/next'),
  call(F, 'POST /v1/onboarding/trilha/funcionario/next'),
  call(F, 'GET /v1/files/{id}'),
  call(F, 'POST v1/notificacao/usuario'),

  // marketing.md §7
  call(M, 'POST v1/vendas/campanha'),
  call(M, 'POST v1/vendas/criar/campanha'),
  call(M, 'GET /v1/vendas/campanha/{id}'),
  call(M, 'PUT v1/vendas/campanha/{id}'),
  call(M, 'DELETE v1/vendas/campanha/{id}'),
  call(M, 'POST v1/vendas/canal'),
  call(M, 'POST /v1/vendas/criar/canal'),
  call(M, 'GET /v1/vendas/canal/{id}'),
  call(M, 'PUT v1/vendas/canal/{id}'),
  call(M, 'DELETE v1/vendas/canal/{id}'),
  call(M, 'GET /v1/campanha/agendamento'),
  call(M, 'GET /v1/campanha/agendamento/{id}'),
  call(M, 'POST /v1/campanha/agendamento'),
  call(M, 'PUT v1/campanha/agendamento/{id}'),
  call(M, 'DELETE v1/campanha/agendamento/{id}'),
  call(M, 'PUT /v1/campanha/regras/{id}'),
  call(M, 'DELETE /v1/campanha/regras/{id}'),
  call(M, 'POST /v1/campanha/regras'),
  call(M, 'GET v1/relacionamento/restricoes'),
  call(M, 'PUT v1/relacionamento/restricoes/{id}'),
  call(M, 'DELETE v1/relacionamento/restricoes/{id}'),
  call(M, 'POST v1/relacionamento/restricoes'),
  // "Customer lookup: v1/relacionamento/clientes, a search" — the shared form's "POST with a search filter".
  call(M, 'POST v1/relacionamento/clientes'),
  call(M, 'GET v1/marketing/eventos'),
  call(M, 'GET v1/marketing/eventos/{id}'),
  call(M, 'POST v1/marketing/eventos'),
  call(M, 'PATCH v1/marketing/eventos/{id}'),
  call(M, 'DELETE v1/marketing/eventos/{id}'),
  call(M, 'GET v1/empresa/cidades'),
  call(M, 'POST v1/admin/log/history'),
  call(M, 'POST v1/lead/importacao/cliente/filtro'),
  call(M, 'POST v1/lead/importacao/clientes/filtro'),
  call(M, 'PUT v1/lead/importacao/clientes'),
  call(M, 'POST v1/lead/importacao/mk'),
  call(M, 'POST v1/lead/arquivo/clientes/{id}'),
  call(M, 'POST /v1/leads/relatorio/listar/resultado/campanha'),
  call(M, 'GET v1/leads/resultado/campanha/canal/{channelId}'),
  call(M, 'POST v1/vendas/campanha/resultado/insert'),
  call(M, 'PUT /v1/lead/resultado/campanha/{id_result}'),

  // roulette-tracking-shared-blocks.md §7
  call(R, 'GET /v1/roulette/'),
  call(R, 'GET /v1/roulette/admin'),
  call(R, 'GET /v1/roulette/user/{campaignId}/{ownerId}'),
  call(R, 'POST /v1/roulette/'),
  call(R, 'PATCH v1/roulette/{ownerId}/{campaignId}'),
  call(R, 'POST v1/roulette/campaign'),
  call(R, 'DELETE v1/roulette/{campaignId}/{ownerId}'),
  call(R, 'DELETE v1/history/{campaignId}'),
  call(R, 'GET /v1/campanha/configuracao/{campaignId}'),
  call(R, 'POST /v1/roulette/theme'),
  call(R, 'PUT /v1/roulette/theme/{campaignId}'),
  call(R, 'GET v1/roulette/prize/{campaignId}'),
  call(R, 'POST /v1/roulette/prize'),
  call(R, 'PATCH /v1/roulette/campaign/update/prize'),
  call(R, 'DELETE v1/roulette/prizes/'),
  call(R, 'GET v1/roulette/draw/{campaignId}'),
  call(R, 'POST v1/roulette/draw'),
  call(R, 'GET v1/roulette/customers/{campaignId}'),
  call(R, 'GET v1/roulette/customers/{campaignId}/{isCustomer}', '/v1/roulette/customers/1/true'),
  call(R, 'GET v1/user'),
  call(R, 'POST v1/vendas/tracking/url/filtro'),
  call(R, 'POST v1/vendas/tracking/url'),
  call(R, 'PUT v1/vendas/tracking/url'),
  call(R, 'POST v1/lead/tracking/destino/filtrado'),
  call(R, 'GET /v1/departamentos'),
  call(R, 'GET v1/setor'),
  call(R, 'GET v1/sistema'),
  call(R, 'GET v1/user/empresa/contratante/{userId}'),
  call(R, 'GET /v1/company/cidades/{company}', '/v1/company/cidades/Bitcom'),
  call(R, 'GET /v1/categoria'),
  call(R, 'GET /v1/incidente/categoria'),
  call(R, 'POST /v1/createCity'),
  call(R, 'POST v1/delete/insert/cidades/provedor'),
  call(R, 'POST v1/cidade/provedor'),
  call(R, 'PUT v1/company/inventario/{id}'),
  call(R, 'POST v1/company/suprimentos/inventario'),
  call(R, 'POST v1/suprimentos/retorno/atualizar/os/patrimonio'),
];

/** The shared form's "Other lookups" (roulette-tracking-shared-blocks.md §7), named without a method: read with GET. */
export const SPEC_LOOKUPS: SpecCall[] = [
  call(R, 'GET v1/company/users'),
  call(R, 'GET v1/locadoras/veicular'),
  call(R, 'GET v1/veiculos'),
  call(R, 'GET v1/elogios'),
  call(R, 'GET v1/motorista'),
  call(R, 'GET v1/company/microrregiao'),
];
