CREATE SEQUENCE "public"."site_roleta_protocolo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;
--> statement-breakpoint
CREATE TABLE "site_roleta_campanhas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_inicio_campanha" date NOT NULL,
	"data_fim_campanha" date NOT NULL,
	"motivo_aplicacao" text DEFAULT '' NOT NULL,
	"descricao" text NOT NULL,
	"sistema" text NOT NULL,
	"url_campanha" text NOT NULL,
	"intervalo_votacao" integer DEFAULT 1 NOT NULL,
	"api_erp" boolean DEFAULT false NOT NULL,
	"id_configuracao" integer,
	"id_usuario_intranet" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_roleta_campanhas_datas" CHECK ("site_roleta_campanhas"."data_fim_campanha" >= "site_roleta_campanhas"."data_inicio_campanha")
);
--> statement-breakpoint
CREATE TABLE "site_roleta_configuracao_tema" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_campanha" integer NOT NULL,
	"base_background" text NOT NULL,
	"base_html_content" text DEFAULT 'Girar!' NOT NULL,
	"color_item" text NOT NULL,
	"color_item_2" text NOT NULL,
	"color_text" text NOT NULL,
	"color_text2" text NOT NULL,
	"url_background" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_roleta_premios" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_campanha" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"cliente" boolean NOT NULL,
	"peso_item" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"quantidade_minima" integer NOT NULL,
	"animacao" boolean DEFAULT false NOT NULL,
	"consumivel" boolean DEFAULT true NOT NULL,
	"htmlContent" text DEFAULT '' NOT NULL,
	"textColor" text DEFAULT '' NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_roleta_premios_peso" CHECK ("site_roleta_premios"."peso_item" in (1, 10, 20, 50)),
	CONSTRAINT "site_roleta_premios_estoque" CHECK ("site_roleta_premios"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_roleta_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_campanha" integer NOT NULL,
	"id_premio" integer NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"cpf" text NOT NULL,
	"cliente" boolean NOT NULL,
	"cupom" text NOT NULL,
	"codigo" text DEFAULT '' NOT NULL,
	"erro" boolean DEFAULT false NOT NULL,
	"sorteio" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_roleta_sorteio_interno" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_campanha" integer NOT NULL,
	"id_cliente_historico" integer NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_roleta_campanhas" ADD CONSTRAINT "site_roleta_campanhas_id_usuario_intranet_rh_usuario_id_fk" FOREIGN KEY ("id_usuario_intranet") REFERENCES "public"."rh_usuario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_roleta_configuracao_tema" ADD CONSTRAINT "site_roleta_configuracao_tema_id_campanha_site_roleta_campanhas_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."site_roleta_campanhas"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_roleta_premios" ADD CONSTRAINT "site_roleta_premios_id_campanha_site_roleta_campanhas_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."site_roleta_campanhas"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_roleta_historico" ADD CONSTRAINT "site_roleta_historico_id_campanha_site_roleta_campanhas_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."site_roleta_campanhas"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_roleta_historico" ADD CONSTRAINT "site_roleta_historico_id_premio_site_roleta_premios_id_fk" FOREIGN KEY ("id_premio") REFERENCES "public"."site_roleta_premios"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_roleta_sorteio_interno" ADD CONSTRAINT "site_roleta_sorteio_interno_id_campanha_site_roleta_campanhas_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."site_roleta_campanhas"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_roleta_sorteio_interno" ADD CONSTRAINT "site_roleta_sorteio_interno_id_cliente_historico_site_roleta_historico_id_fk" FOREIGN KEY ("id_cliente_historico") REFERENCES "public"."site_roleta_historico"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_roleta_sorteio_interno" ADD CONSTRAINT "site_roleta_sorteio_interno_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_roleta_campanhas_nome_idx" ON "site_roleta_campanhas" USING btree (lower("nome"));
--> statement-breakpoint
CREATE UNIQUE INDEX "site_roleta_campanhas_url_idx" ON "site_roleta_campanhas" USING btree ("url_campanha");
--> statement-breakpoint
CREATE INDEX "site_roleta_campanhas_dono_idx" ON "site_roleta_campanhas" USING btree ("id_usuario_intranet");
--> statement-breakpoint
CREATE UNIQUE INDEX "site_roleta_configuracao_tema_campanha_idx" ON "site_roleta_configuracao_tema" USING btree ("id_campanha");
--> statement-breakpoint
CREATE INDEX "site_roleta_premios_campanha_idx" ON "site_roleta_premios" USING btree ("id_campanha","cliente","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "site_roleta_historico_cupom_idx" ON "site_roleta_historico" USING btree ("cupom");
--> statement-breakpoint
CREATE INDEX "site_roleta_historico_cpf_idx" ON "site_roleta_historico" USING btree ("id_campanha","cpf","created_at");
--> statement-breakpoint
CREATE INDEX "site_roleta_historico_campanha_idx" ON "site_roleta_historico" USING btree ("id_campanha","cliente","created_at");
--> statement-breakpoint
CREATE INDEX "site_roleta_historico_premio_idx" ON "site_roleta_historico" USING btree ("id_premio");
--> statement-breakpoint
CREATE UNIQUE INDEX "site_roleta_sorteio_interno_historico_idx" ON "site_roleta_sorteio_interno" USING btree ("id_cliente_historico");
--> statement-breakpoint
CREATE INDEX "site_roleta_sorteio_interno_campanha_idx" ON "site_roleta_sorteio_interno" USING btree ("id_campanha");
