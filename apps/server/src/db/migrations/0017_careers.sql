-- Careers: vacancies published between their opening and closing days, applications with their
-- stages, and résumés. Search columns hold folded text (no case, no accents) for Portuguese full-text
-- search on PostgreSQL and PGlite alike, without the unaccent extension.
ALTER TABLE "rh_vaga" ADD COLUMN "funcao" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "id_departamento" integer;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "id_cargo" integer;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "modalidade" text DEFAULT 'presencial' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "descricao" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "requisitos" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "palavras_chave" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "data_fim" date;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD CONSTRAINT "rh_vaga_id_departamento_rh_departamento_id_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."rh_departamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD CONSTRAINT "rh_vaga_id_cargo_rh_cargo_id_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."rh_cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD CONSTRAINT "rh_vaga_valida_datas" CHECK ("rh_vaga"."data_fim" IS NULL OR "rh_vaga"."data_inicio" IS NULL OR "rh_vaga"."data_fim" >= "rh_vaga"."data_inicio");--> statement-breakpoint
CREATE INDEX "rh_vaga_publicacao_idx" ON "rh_vaga" USING btree ("ativo","data_fim","data_inicio");--> statement-breakpoint
CREATE INDEX "rh_vaga_busca_idx" ON "rh_vaga" USING gin (to_tsvector('portuguese', "busca"));--> statement-breakpoint
CREATE TABLE "rh_candidatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vaga" integer NOT NULL,
	"id_usuario" integer,
	"etapa" text DEFAULT 'inscrito' NOT NULL,
	"id_canal" integer,
	"id_campanha" integer,
	"anonimizada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rh_candidatura" ADD CONSTRAINT "rh_candidatura_id_vaga_rh_vaga_id_fk" FOREIGN KEY ("id_vaga") REFERENCES "public"."rh_vaga"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_candidatura" ADD CONSTRAINT "rh_candidatura_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_candidatura" ADD CONSTRAINT "rh_candidatura_id_canal_vendas_canal_id_fk" FOREIGN KEY ("id_canal") REFERENCES "public"."vendas_canal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_candidatura" ADD CONSTRAINT "rh_candidatura_id_campanha_vendas_campanha_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."vendas_campanha"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rh_candidatura_vaga_usuario_idx" ON "rh_candidatura" USING btree ("id_vaga","id_usuario");--> statement-breakpoint
CREATE INDEX "rh_candidatura_usuario_idx" ON "rh_candidatura" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "rh_candidatura_vaga_etapa_idx" ON "rh_candidatura" USING btree ("id_vaga","etapa");--> statement-breakpoint
CREATE TABLE "rh_candidatura_etapa" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_candidatura" integer NOT NULL,
	"etapa" text NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"id_autor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rh_candidatura_etapa" ADD CONSTRAINT "rh_candidatura_etapa_id_candidatura_rh_candidatura_id_fk" FOREIGN KEY ("id_candidatura") REFERENCES "public"."rh_candidatura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_candidatura_etapa" ADD CONSTRAINT "rh_candidatura_etapa_id_autor_rh_usuario_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rh_candidatura_etapa_candidatura_idx" ON "rh_candidatura_etapa" USING btree ("id_candidatura","created_at");--> statement-breakpoint
CREATE TABLE "rh_curriculo" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"telefone" text DEFAULT '' NOT NULL,
	"data_nascimento" date,
	"genero" text,
	"cidade" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"resumo" text DEFAULT '' NOT NULL,
	"viagem" boolean DEFAULT false NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rh_curriculo" ADD CONSTRAINT "rh_curriculo_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rh_curriculo_busca_idx" ON "rh_curriculo" USING gin (to_tsvector('portuguese', "busca"));--> statement-breakpoint
CREATE INDEX "rh_curriculo_updated_idx" ON "rh_curriculo" USING btree ("updated_at");--> statement-breakpoint
CREATE TABLE "rh_curriculo_formacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"situacao" text NOT NULL,
	"descricao" text NOT NULL,
	"ie" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valida_datas" CHECK ("rh_curriculo_formacao"."data_fim" IS NULL OR "rh_curriculo_formacao"."data_fim" >= "rh_curriculo_formacao"."data_inicio")
);
--> statement-breakpoint
ALTER TABLE "rh_curriculo_formacao" ADD CONSTRAINT "rh_curriculo_formacao_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rh_curriculo_formacao_usuario_idx" ON "rh_curriculo_formacao" USING btree ("id_usuario");--> statement-breakpoint
CREATE TABLE "rh_curriculo_experiencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"empresa" text NOT NULL,
	"emprego_atual" boolean DEFAULT false NOT NULL,
	"funcao" text NOT NULL,
	"cidade" text NOT NULL,
	"estado" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valida_data" CHECK ("rh_curriculo_experiencia"."data_fim" IS NULL OR "rh_curriculo_experiencia"."data_fim" >= "rh_curriculo_experiencia"."data_inicio")
);
--> statement-breakpoint
ALTER TABLE "rh_curriculo_experiencia" ADD CONSTRAINT "rh_curriculo_experiencia_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rh_curriculo_experiencia_usuario_idx" ON "rh_curriculo_experiencia" USING btree ("id_usuario");--> statement-breakpoint
CREATE TABLE "rh_curriculo_certificado" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"organizacao" text NOT NULL,
	"descricao" text NOT NULL,
	"data_emissao" date NOT NULL,
	"data_validade" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_curriculo_certificado_valida_datas" CHECK ("rh_curriculo_certificado"."data_validade" IS NULL OR "rh_curriculo_certificado"."data_validade" >= "rh_curriculo_certificado"."data_emissao")
);
--> statement-breakpoint
ALTER TABLE "rh_curriculo_certificado" ADD CONSTRAINT "rh_curriculo_certificado_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rh_curriculo_certificado_usuario_idx" ON "rh_curriculo_certificado" USING btree ("id_usuario");--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rh_candidatura', 'rh_curriculo', 'rh_curriculo_formacao', 'rh_curriculo_experiencia', 'rh_curriculo_certificado'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
