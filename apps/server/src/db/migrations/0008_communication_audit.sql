-- Edit history and updated_at of the communication tables and events; the customer directory only
-- keeps updated_at (it is rewritten by every ERP import and sync).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['campanha_comunicacao', 'campanha_regras', 'relacionamento_preferencias_cliente', 'rh_marketing_eventos'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['campanha_comunicacao', 'campanha_regras', 'relacionamento_preferencias_cliente', 'rh_marketing_eventos', 'relacionamento_dados_pessoas'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Rules sent every year match the day and month of a date: one index per criterion date.
CREATE INDEX relacionamento_dados_pessoas_nascimento_md_idx ON relacionamento_dados_pessoas (sistema, (EXTRACT(MONTH FROM data_nascimento)), (EXTRACT(DAY FROM data_nascimento)));
--> statement-breakpoint
CREATE INDEX relacionamento_dados_pessoas_ativacao_md_idx ON relacionamento_dados_pessoas (sistema, (EXTRACT(MONTH FROM data_ativacao)), (EXTRACT(DAY FROM data_ativacao)));
--> statement-breakpoint
CREATE INDEX relacionamento_dados_pessoas_contratacao_md_idx ON relacionamento_dados_pessoas (sistema, (EXTRACT(MONTH FROM data_contratacao)), (EXTRACT(DAY FROM data_contratacao)));
--> statement-breakpoint
-- Where the ERP sync of each provider's customers stands (customers-sync.ts).
CREATE TABLE relacionamento_sincronizacao (
  sistema integer PRIMARY KEY REFERENCES rh_empresa(id),
  alterados_ate timestamp with time zone NOT NULL,
  linhas integer DEFAULT 0 NOT NULL,
  invalidos integer DEFAULT 0 NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The dispatcher reserves a pending delivery while it sends it; an expired reservation is taken over.
ALTER TABLE comunicacao_entrega ADD COLUMN reservado_ate timestamp with time zone;
--> statement-breakpoint
-- The dispatcher reads the pending deliveries of a day and channel in id order.
DROP INDEX IF EXISTS comunicacao_entrega_pendente_idx;
--> statement-breakpoint
CREATE INDEX comunicacao_entrega_pendente_idx ON comunicacao_entrega (data_envio, canal, id) WHERE status = 'pendente';
--> statement-breakpoint
-- The dispatcher reads a provider's customers a thousand at a time, by id (keyset), without statistics
-- on the embedded database (no autovacuum there): this index is the plan whatever they say.
CREATE INDEX IF NOT EXISTS relacionamento_dados_pessoas_sistema_id_idx ON relacionamento_dados_pessoas (sistema, id);
