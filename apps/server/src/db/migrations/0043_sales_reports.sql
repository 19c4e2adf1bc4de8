-- The sales reports (docs/sales-reports.md) read the leads of a period (vendas_lead_created_idx, and
-- vendas_lead_empresa_idx for one provider) and narrow them by a city, a seller or the feasibility found;
-- each of those filters has its index with the period, holding the columns the report groups and sums.
-- A city's neighbourhoods, and the streets of the leads outside coverage or not serviceable.
CREATE INDEX "vendas_lead_relatorio_cidade_idx" ON "vendas_lead" USING btree ("cidade", "created_at") INCLUDE ("id_empresa", "uf", "bairro", "logradouro", "status", "valor_venda", "tipo", "viabilidade");
--> statement-breakpoint
CREATE INDEX "vendas_lead_relatorio_viabilidade_idx" ON "vendas_lead" USING btree ("viabilidade", "created_at") INCLUDE ("id_empresa", "cidade", "uf", "bairro", "logradouro", "status", "valor_venda", "tipo") WHERE "viabilidade" IN ('sem_cobertura', 'inviavel');
--> statement-breakpoint
-- A seller's leads of a period.
CREATE INDEX "vendas_lead_relatorio_vendedor_idx" ON "vendas_lead" USING btree ("id_vendedor", "created_at") INCLUDE ("id_empresa", "status", "valor_venda", "tipo", "primeiro_contato_em");
--> statement-breakpoint
-- The sales made since a period began, by lead (best-selling plans, the profile's plan).
CREATE INDEX "vendas_venda_relatorio_idx" ON "vendas_venda" USING btree ("vendida_em", "id_lead") INCLUDE ("plano_nome", "id_plano_venda", "status");
