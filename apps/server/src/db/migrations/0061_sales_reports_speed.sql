-- The sales reports (docs/sales-reports.md, "Speed") read the period's leads, of every provider or of one,
-- from an index that holds every column they filter, group and sum by: an index-only scan over the
-- period, never the leads' rows.
CREATE INDEX IF NOT EXISTS "vendas_lead_relatorio_periodo_idx" ON "vendas_lead" USING btree ("created_at") INCLUDE ("id_empresa", "id_campanha", "id_canal", "id_vendedor", "tipo", "status", "valor_venda", "primeiro_contato_em", "cidade", "uf", "viabilidade", "origem", "id_plano", "data_nascimento", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendas_lead_relatorio_empresa_idx" ON "vendas_lead" USING btree ("id_empresa", "created_at") INCLUDE ("id_campanha", "id_canal", "id_vendedor", "tipo", "status", "valor_venda", "primeiro_contato_em", "cidade", "uf", "viabilidade", "origem", "id_plano", "data_nascimento", "id");
