CREATE TABLE "vendas_campanha_resultado" (
	"id" serial PRIMARY KEY NOT NULL,
	"periodo" text NOT NULL,
	"periodo_inicio" date NOT NULL,
	"periodo_fim" date NOT NULL,
	"id_campanha" integer NOT NULL,
	"id_canal" integer NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_usuario" integer,
	"id_usuario_updater" integer,
	"impressoes" integer DEFAULT 0 NOT NULL,
	"cliques" integer DEFAULT 0 NOT NULL,
	"conversas_iniciadas" integer DEFAULT 0 NOT NULL,
	"investimento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valida_datas" CHECK ("vendas_campanha_resultado"."periodo_fim" >= "vendas_campanha_resultado"."periodo_inicio")
);
--> statement-breakpoint
CREATE TABLE "vendas_destino" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"url" text NOT NULL,
	"id_empresa" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas_lead" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"cpf" text NOT NULL,
	"email" text,
	"cep" text,
	"id_empresa" integer NOT NULL,
	"id_campanha" integer,
	"id_canal" integer,
	"id_destino" integer,
	"id_link" integer,
	"id_participante" integer,
	"origem" text NOT NULL,
	"codlead" text,
	"status" text DEFAULT 'novo' NOT NULL,
	"valor_venda" numeric(14, 2),
	"data_venda" date,
	"consentimento_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas_lead_importacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_arquivo" uuid,
	"nome_arquivo" text NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_campanha" integer NOT NULL,
	"id_canal" integer NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas_lead_participante" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_importacao_evento" integer NOT NULL,
	"linha" integer NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"cpf" text NOT NULL,
	"cliente" boolean DEFAULT false NOT NULL,
	"codlead" text,
	"lead" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas_tracking_clique" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_link" integer NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas_tracking_url" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"url" text NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_campanha" integer NOT NULL,
	"id_canal" integer NOT NULL,
	"id_destino" integer,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendas_campanha_resultado" ADD CONSTRAINT "vendas_campanha_resultado_id_campanha_vendas_campanha_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."vendas_campanha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_campanha_resultado" ADD CONSTRAINT "vendas_campanha_resultado_id_canal_vendas_canal_id_fk" FOREIGN KEY ("id_canal") REFERENCES "public"."vendas_canal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_campanha_resultado" ADD CONSTRAINT "vendas_campanha_resultado_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_campanha_resultado" ADD CONSTRAINT "vendas_campanha_resultado_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_campanha_resultado" ADD CONSTRAINT "vendas_campanha_resultado_id_usuario_updater_rh_usuario_id_fk" FOREIGN KEY ("id_usuario_updater") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_destino" ADD CONSTRAINT "vendas_destino_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_id_campanha_vendas_campanha_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."vendas_campanha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_id_canal_vendas_canal_id_fk" FOREIGN KEY ("id_canal") REFERENCES "public"."vendas_canal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_id_destino_vendas_destino_id_fk" FOREIGN KEY ("id_destino") REFERENCES "public"."vendas_destino"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_id_link_vendas_tracking_url_id_fk" FOREIGN KEY ("id_link") REFERENCES "public"."vendas_tracking_url"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_id_participante_vendas_lead_participante_id_fk" FOREIGN KEY ("id_participante") REFERENCES "public"."vendas_lead_participante"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead_importacao" ADD CONSTRAINT "vendas_lead_importacao_id_arquivo_arquivo_id_fk" FOREIGN KEY ("id_arquivo") REFERENCES "public"."arquivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead_importacao" ADD CONSTRAINT "vendas_lead_importacao_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead_importacao" ADD CONSTRAINT "vendas_lead_importacao_id_campanha_vendas_campanha_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."vendas_campanha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead_importacao" ADD CONSTRAINT "vendas_lead_importacao_id_canal_vendas_canal_id_fk" FOREIGN KEY ("id_canal") REFERENCES "public"."vendas_canal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead_importacao" ADD CONSTRAINT "vendas_lead_importacao_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_lead_participante" ADD CONSTRAINT "vendas_lead_participante_id_importacao_evento_vendas_lead_importacao_id_fk" FOREIGN KEY ("id_importacao_evento") REFERENCES "public"."vendas_lead_importacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_tracking_clique" ADD CONSTRAINT "vendas_tracking_clique_id_link_vendas_tracking_url_id_fk" FOREIGN KEY ("id_link") REFERENCES "public"."vendas_tracking_url"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_tracking_url" ADD CONSTRAINT "vendas_tracking_url_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_tracking_url" ADD CONSTRAINT "vendas_tracking_url_id_campanha_vendas_campanha_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."vendas_campanha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_tracking_url" ADD CONSTRAINT "vendas_tracking_url_id_canal_vendas_canal_id_fk" FOREIGN KEY ("id_canal") REFERENCES "public"."vendas_canal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_tracking_url" ADD CONSTRAINT "vendas_tracking_url_id_destino_vendas_destino_id_fk" FOREIGN KEY ("id_destino") REFERENCES "public"."vendas_destino"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_tracking_url" ADD CONSTRAINT "vendas_tracking_url_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendas_campanha_resultado_idx" ON "vendas_campanha_resultado" USING btree ("id_campanha","id_empresa","periodo_inicio");--> statement-breakpoint
CREATE INDEX "vendas_destino_empresa_idx" ON "vendas_destino" USING btree ("id_empresa");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_lead_aberta_idx" ON "vendas_lead" USING btree ("id_empresa","cpf") WHERE "vendas_lead"."status" in ('novo', 'em_contato');--> statement-breakpoint
CREATE INDEX "vendas_lead_relatorio_idx" ON "vendas_lead" USING btree ("id_campanha","id_canal","id_empresa","created_at");--> statement-breakpoint
CREATE INDEX "vendas_lead_link_idx" ON "vendas_lead" USING btree ("id_link");--> statement-breakpoint
CREATE INDEX "vendas_lead_created_idx" ON "vendas_lead" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendas_lead_importacao_created_idx" ON "vendas_lead_importacao" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendas_lead_participante_importacao_idx" ON "vendas_lead_participante" USING btree ("id_importacao_evento","linha");--> statement-breakpoint
CREATE INDEX "vendas_tracking_clique_link_idx" ON "vendas_tracking_clique" USING btree ("id_link","bot");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_tracking_url_codigo_idx" ON "vendas_tracking_url" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "vendas_tracking_url_created_idx" ON "vendas_tracking_url" USING btree ("created_at");