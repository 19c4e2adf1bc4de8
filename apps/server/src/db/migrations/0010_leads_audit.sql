-- Edit history and updated_at of the lead tables; the click log is append-only.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vendas_destino', 'vendas_tracking_url', 'vendas_lead', 'vendas_campanha_resultado', 'vendas_lead_participante'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['vendas_destino', 'vendas_tracking_url', 'vendas_lead', 'vendas_campanha_resultado', 'vendas_lead_participante', 'vendas_lead_importacao'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Each server keeps the target of every followed link in memory: an edited or deleted link announces
-- its code, a changed destination announces '*' (every link leading there), on channel tracking_link.
CREATE OR REPLACE FUNCTION vendas_tracking_url_announce() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('tracking_link', OLD.codigo);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vendas_tracking_url_announce AFTER UPDATE OR DELETE ON vendas_tracking_url FOR EACH ROW EXECUTE FUNCTION vendas_tracking_url_announce();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendas_destino_announce() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('tracking_link', '*');
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vendas_destino_announce AFTER UPDATE OR DELETE ON vendas_destino FOR EACH ROW EXECUTE FUNCTION vendas_destino_announce();
--> statement-breakpoint
-- The results report counts each result's leads, sales and revenue from the index alone (index-only scan).
DROP INDEX IF EXISTS vendas_lead_relatorio_idx;
--> statement-breakpoint
CREATE INDEX vendas_lead_relatorio_idx ON vendas_lead (id_campanha, id_canal, id_empresa, created_at, status, valor_venda);
--> statement-breakpoint
-- Lead imports: the counts of each import kept on it, each line's problem, the lines of a CPF found by
-- index. A spreadsheet's lines are recorded by their import (who, when, which file) and only their
-- edits by the audit trigger: 100 000 lines do not write 100 000 history rows.
ALTER TABLE vendas_lead_importacao ADD COLUMN registros integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE vendas_lead_importacao ADD COLUMN leads_criados integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE vendas_lead_participante ADD COLUMN problema text;
--> statement-breakpoint
CREATE INDEX vendas_lead_participante_cpf_idx ON vendas_lead_participante (id_importacao_evento, cpf, linha);
--> statement-breakpoint
DROP TRIGGER vendas_lead_participante_audit ON vendas_lead_participante;
--> statement-breakpoint
CREATE TRIGGER vendas_lead_participante_audit AFTER UPDATE ON vendas_lead_participante FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
