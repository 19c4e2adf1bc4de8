-- A lead import's reading is claimed and reported in the import's own row, so that every instance on
-- the database answers the same progress and refuses a second reading: the phase and the share read,
-- when the reading last reported (one silent for longer than its lease is taken for dead and may be
-- started again) and which reading holds the import.
ALTER TABLE vendas_lead_importacao ADD COLUMN fase text;
--> statement-breakpoint
ALTER TABLE vendas_lead_importacao ADD COLUMN percentual smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE vendas_lead_importacao ADD COLUMN fase_em timestamp with time zone;
--> statement-breakpoint
ALTER TABLE vendas_lead_importacao ADD COLUMN leitura uuid;
--> statement-breakpoint
ALTER TABLE vendas_lead_importacao ADD CONSTRAINT vendas_lead_importacao_fase_check CHECK (fase IN ('lendo', 'gravando', 'concluida'));
--> statement-breakpoint
UPDATE vendas_lead_importacao SET fase = 'concluida', percentual = 100, fase_em = updated_at WHERE registros > 0;
--> statement-breakpoint
-- A link without a destination leads to its provider's home page, chosen by the provider's name: a
-- renamed provider is announced like a changed destination ('*', every link), so that no instance
-- keeps sending its links to the page of the old name.
CREATE TRIGGER rh_empresa_tracking_link_announce AFTER UPDATE OF nome ON rh_empresa
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome) EXECUTE FUNCTION vendas_destino_announce();
