-- Read confirmations ("Li e estou ciente") of news items and handbook chapters (docs/hr-content.md).
CREATE TABLE "rh_leitura" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"id_item" integer NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE cascade,
	"confirmado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_leitura_tipo_check" CHECK ("tipo" IN ('noticia', 'manual'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_leitura_item_usuario_idx" ON "rh_leitura" USING btree ("tipo","id_item","versao","id_usuario");
--> statement-breakpoint
CREATE INDEX "rh_leitura_usuario_idx" ON "rh_leitura" USING btree ("id_usuario","tipo");
--> statement-breakpoint
-- News items (spec §3 "News item"; docs/hr-content.md): audience by company and department (empty is
-- everyone), covers in stored files, hashtags as 'tag;tag;', suggestions sent by employees.
CREATE TABLE "rh_noticia" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text DEFAULT '' NOT NULL,
	"fonte" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"id_imagem_capa" uuid REFERENCES "arquivo"("id") ON DELETE set null,
	"id_imagem_auxiliar" uuid REFERENCES "arquivo"("id") ON DELETE set null,
	"importante" boolean DEFAULT false NOT NULL,
	"requer_lido" boolean DEFAULT false NOT NULL,
	"hashtag" text DEFAULT '' NOT NULL,
	"id_categoria" integer REFERENCES "rh_categoria"("id"),
	"id_empresa" integer REFERENCES "rh_empresa"("id"),
	"id_departamento" integer REFERENCES "rh_departamento"("id"),
	"ativo" boolean DEFAULT false NOT NULL,
	"sugestao" boolean DEFAULT false NOT NULL,
	"id_autor" integer REFERENCES "rh_usuario"("id") ON DELETE set null,
	"publicado_em" timestamp with time zone,
	"notificado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_noticia_departamento_check" CHECK ("id_departamento" IS NULL OR "id_empresa" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "rh_noticia_feed_idx" ON "rh_noticia" USING btree ("publicado_em" DESC, "id" DESC) WHERE "ativo";
--> statement-breakpoint
CREATE INDEX "rh_noticia_categoria_idx" ON "rh_noticia" USING btree ("id_categoria", "publicado_em" DESC);
--> statement-breakpoint
CREATE INDEX "rh_noticia_publico_idx" ON "rh_noticia" USING btree ("id_empresa", "id_departamento");
--> statement-breakpoint
CREATE INDEX "rh_noticia_leitura_idx" ON "rh_noticia" USING btree ("publicado_em") WHERE "requer_lido" AND "ativo";
--> statement-breakpoint
CREATE INDEX "rh_noticia_hashtag_idx" ON "rh_noticia" USING gin (string_to_array(lower("hashtag"), ';'));
--> statement-breakpoint
CREATE INDEX "rh_noticia_tabela_idx" ON "rh_noticia" USING btree ("ativo", "id" DESC);
--> statement-breakpoint
CREATE INDEX "rh_noticia_sugestao_idx" ON "rh_noticia" USING btree ("id_autor") WHERE "sugestao" AND "publicado_em" IS NULL;
--> statement-breakpoint
CREATE TRIGGER "rh_noticia_audit" AFTER INSERT OR UPDATE ON "rh_noticia" FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER "rh_noticia_updated_at" BEFORE UPDATE ON "rh_noticia" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
