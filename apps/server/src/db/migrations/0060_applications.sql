-- The company's systems and links (/applications/list): each for one department, or for everyone (no
-- department), shown with an icon in the order given. And the people of one company (/companies filter).
CREATE TABLE "rh_aplicacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"url" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"icone" text NOT NULL,
	"id_departamento" integer REFERENCES "rh_departamento"("id"),
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_aplicacao_url_check" CHECK ("url" ~ '^https?://'),
	CONSTRAINT "rh_aplicacao_ordem_check" CHECK ("ordem" BETWEEN 0 AND 999)
);--> statement-breakpoint
CREATE UNIQUE INDEX "rh_aplicacao_nome_idx" ON "rh_aplicacao" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "rh_aplicacao_departamento_idx" ON "rh_aplicacao" USING btree ("id_departamento", "ordem");--> statement-breakpoint
CREATE TRIGGER "rh_aplicacao_audit" AFTER INSERT OR UPDATE ON "rh_aplicacao" FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER "rh_aplicacao_updated_at" BEFORE UPDATE ON "rh_aplicacao" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE INDEX "rh_usuarios_empresas_empresa_idx" ON "rh_usuarios_empresas" USING btree ("id_empresa", "id_usuario");
