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
