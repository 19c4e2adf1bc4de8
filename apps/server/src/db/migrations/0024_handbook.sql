-- The employee handbook: its parts (categories) and chapters, in order, and the reminders sent to
-- those who have not confirmed the reading of a mandatory item (docs/hr-content.md).
CREATE TABLE "rh_manual_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"prioridade" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_manual_categoria_titulo_idx" ON "rh_manual_categoria" USING btree (lower("titulo"));
--> statement-breakpoint
CREATE INDEX "rh_manual_categoria_ordem_idx" ON "rh_manual_categoria" USING btree ("prioridade", "id");
--> statement-breakpoint
CREATE TABLE "rh_manual_capitulo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_categoria" integer NOT NULL REFERENCES "rh_manual_categoria"("id"),
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"prioridade" integer DEFAULT 0 NOT NULL,
	"requer_leitura" boolean DEFAULT false NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"versao_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_manual_capitulo_versao_check" CHECK ("versao" >= 1)
);
--> statement-breakpoint
CREATE INDEX "rh_manual_capitulo_ordem_idx" ON "rh_manual_capitulo" USING btree ("id_categoria", "prioridade", "id");
--> statement-breakpoint
CREATE INDEX "rh_manual_capitulo_leitura_idx" ON "rh_manual_capitulo" USING btree ("versao_em") WHERE "requer_leitura" AND "ativo";
--> statement-breakpoint
-- A new part goes last, a new chapter last in its part, unless a place is given.
CREATE OR REPLACE FUNCTION rh_manual_categoria_prioridade() RETURNS trigger AS $$
BEGIN
  IF NEW.prioridade IS NULL OR NEW.prioridade < 1 THEN
    SELECT coalesce(max(prioridade), 0) + 1 INTO NEW.prioridade FROM rh_manual_categoria;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rh_manual_categoria_prioridade BEFORE INSERT ON rh_manual_categoria
  FOR EACH ROW EXECUTE FUNCTION rh_manual_categoria_prioridade();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rh_manual_capitulo_prioridade() RETURNS trigger AS $$
BEGIN
  IF NEW.prioridade IS NULL OR NEW.prioridade < 1 THEN
    SELECT coalesce(max(prioridade), 0) + 1 INTO NEW.prioridade FROM rh_manual_capitulo WHERE id_categoria = NEW.id_categoria;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rh_manual_capitulo_prioridade BEFORE INSERT ON rh_manual_capitulo
  FOR EACH ROW EXECUTE FUNCTION rh_manual_capitulo_prioridade();
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rh_manual_categoria', 'rh_manual_capitulo'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- "Lembrar pendentes" of the read confirmations report: who sent it, when, to how many.
CREATE TABLE "rh_leitura_lembrete" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"id_item" integer NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE set null,
	"quantidade" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_leitura_lembrete_tipo_check" CHECK ("tipo" IN ('noticia', 'manual'))
);
--> statement-breakpoint
CREATE INDEX "rh_leitura_lembrete_item_idx" ON "rh_leitura_lembrete" USING btree ("tipo", "id_item", "enviado_em");
