ALTER TABLE "rh_cidade_provedor" ADD COLUMN "cep" text;--> statement-breakpoint
CREATE INDEX "rh_cidade_provedor_cep_idx" ON "rh_cidade_provedor" USING btree (left("cep", 3));--> statement-breakpoint
CREATE TABLE "rh_empresa_contratante" (
	"id" serial PRIMARY KEY NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text NOT NULL,
	"cnpj" text NOT NULL,
	"cep" text NOT NULL,
	"endereco" text NOT NULL,
	"numero" text NOT NULL,
	"complemento" text DEFAULT '' NOT NULL,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"estado" text NOT NULL,
	"id_empresa" integer NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "rh_empresa_contratante" ADD CONSTRAINT "rh_empresa_contratante_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rh_empresa_contratante_cnpj_idx" ON "rh_empresa_contratante" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "rh_empresa_contratante_empresa_idx" ON "rh_empresa_contratante" USING btree ("id_empresa");--> statement-breakpoint
CREATE TABLE "rh_microrregiao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"id_empresa" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "rh_microrregiao" ADD CONSTRAINT "rh_microrregiao_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rh_microrregiao_nome_idx" ON "rh_microrregiao" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "rh_microrregiao_empresa_idx" ON "rh_microrregiao" USING btree ("id_empresa");--> statement-breakpoint
CREATE TABLE "rh_feriado" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"data" text NOT NULL,
	"tipo" text NOT NULL,
	"uf" text,
	"municipio" text,
	"recorrencia_anual" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "rh_feriado_data_idx" ON "rh_feriado" USING btree ("data");--> statement-breakpoint
CREATE TABLE "rh_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"icone" text NOT NULL,
	"color" text NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "rh_categoria_titulo_idx" ON "rh_categoria" USING btree (lower("titulo"));--> statement-breakpoint
CREATE TABLE "rh_incidente_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"icone" text NOT NULL,
	"color" text NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "rh_incidente_categoria_titulo_idx" ON "rh_incidente_categoria" USING btree (lower("titulo"));--> statement-breakpoint
CREATE TABLE "rh_incidente" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_departamento" integer,
	"id_empresa" integer,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "rh_incidente" ADD CONSTRAINT "rh_incidente_id_categoria_rh_incidente_categoria_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."rh_incidente_categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_incidente" ADD CONSTRAINT "rh_incidente_id_departamento_rh_departamento_id_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."rh_departamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_incidente" ADD CONSTRAINT "rh_incidente_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rh_incidente_categoria_idx" ON "rh_incidente" USING btree ("id_categoria");--> statement-breakpoint
CREATE INDEX "rh_incidente_departamento_idx" ON "rh_incidente" USING btree ("id_departamento");--> statement-breakpoint
CREATE INDEX "rh_incidente_created_idx" ON "rh_incidente" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "regra_bloqueio" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"provedor" integer NOT NULL,
	"dias_atraso" integer NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "regra_bloqueio" ADD CONSTRAINT "regra_bloqueio_provedor_rh_empresa_id_fk" FOREIGN KEY ("provedor") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regra_bloqueio_nome_idx" ON "regra_bloqueio" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "regra_bloqueio_provedor_idx" ON "regra_bloqueio" USING btree ("provedor");
