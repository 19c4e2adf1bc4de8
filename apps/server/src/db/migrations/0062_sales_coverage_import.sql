-- A coverage spreadsheet's import (docs/sales.md "Coverage and feasibility"): the file received, its
-- reading's phase and share kept here (every instance answers the same progress), and its lines with
-- their problems for the preview; the valid lines become areas when the import is applied.
CREATE TABLE "vendas_cobertura_importacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"nome_arquivo" text NOT NULL,
	"chave_arquivo" text,
	"fase" text DEFAULT 'aguardando' NOT NULL,
	"percentual" smallint DEFAULT 0 NOT NULL,
	"lido_em" timestamp with time zone,
	"mensagem" text,
	"linhas" integer DEFAULT 0 NOT NULL,
	"validas" integer DEFAULT 0 NOT NULL,
	"invalidas" integer DEFAULT 0 NOT NULL,
	"criadas" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendas_cobertura_importacao_fase_check" CHECK ("fase" IN ('aguardando', 'lendo', 'lida', 'recusada', 'aplicada', 'descartada')),
	CONSTRAINT "vendas_cobertura_importacao_percentual_check" CHECK ("percentual" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE INDEX "vendas_cobertura_importacao_empresa_idx" ON "vendas_cobertura_importacao" USING btree ("id_empresa", "created_at");
--> statement-breakpoint
CREATE TABLE "vendas_cobertura_importacao_linha" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_importacao" integer NOT NULL REFERENCES "vendas_cobertura_importacao"("id") ON DELETE CASCADE,
	"linha" integer NOT NULL,
	"cidade" text,
	"uf" text,
	"cep_inicio" text,
	"cep_fim" text,
	"bairro" text,
	"logradouro" text,
	"problema" text
);
--> statement-breakpoint
CREATE INDEX "vendas_cobertura_importacao_linha_idx" ON "vendas_cobertura_importacao_linha" USING btree ("id_importacao", "linha");
--> statement-breakpoint
CREATE INDEX "vendas_cobertura_importacao_problema_idx" ON "vendas_cobertura_importacao_linha" USING btree ("id_importacao", "linha") WHERE "problema" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER "vendas_cobertura_importacao_updated_at" BEFORE UPDATE ON "vendas_cobertura_importacao" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
