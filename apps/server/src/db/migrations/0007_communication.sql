CREATE TABLE "campanha_comunicacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sistema" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campanha_regras" (
	"id" serial PRIMARY KEY NOT NULL,
	"campanha_id" integer NOT NULL,
	"criterio" text NOT NULL,
	"envio" text NOT NULL,
	"tempo" smallint,
	"data_especifica" date,
	"turno" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"template_whatsapp" text,
	"email" boolean DEFAULT false NOT NULL,
	"titulo_email" text,
	"mensagem_email" text,
	"sms" boolean DEFAULT false NOT NULL,
	"mensagem_sms" text,
	"criado" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relacionamento_dados_pessoas" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL,
	"codpessoa" text NOT NULL,
	"cpf" text NOT NULL,
	"nome_razaosocial" text NOT NULL,
	"email" text,
	"celular" text,
	"data_nascimento" date,
	"data_ativacao" date,
	"data_contratacao" date,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunicacao_entrega" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"regra_id" integer,
	"campanha_id" integer,
	"cliente_id" integer NOT NULL,
	"canal" text NOT NULL,
	"data_envio" date NOT NULL,
	"turno" text NOT NULL,
	"destino" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"motivo" text,
	"id_provedor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rh_marketing_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"nome_do_local" text NOT NULL,
	"endereco_do_local" text NOT NULL,
	"cidade" integer NOT NULL,
	"site_evento" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valida_datas" CHECK ("rh_marketing_eventos"."data_fim" >= "rh_marketing_eventos"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "relacionamento_preferencias_cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL,
	"cod_cliente" text NOT NULL,
	"whatsapp" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campanha_comunicacao" ADD CONSTRAINT "campanha_comunicacao_sistema_rh_empresa_id_fk" FOREIGN KEY ("sistema") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_comunicacao" ADD CONSTRAINT "campanha_comunicacao_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_regras" ADD CONSTRAINT "campanha_regras_campanha_id_campanha_comunicacao_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanha_comunicacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relacionamento_dados_pessoas" ADD CONSTRAINT "relacionamento_dados_pessoas_sistema_rh_empresa_id_fk" FOREIGN KEY ("sistema") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_entrega" ADD CONSTRAINT "comunicacao_entrega_regra_id_campanha_regras_id_fk" FOREIGN KEY ("regra_id") REFERENCES "public"."campanha_regras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_entrega" ADD CONSTRAINT "comunicacao_entrega_campanha_id_campanha_comunicacao_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanha_comunicacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_entrega" ADD CONSTRAINT "comunicacao_entrega_cliente_id_relacionamento_dados_pessoas_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."relacionamento_dados_pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_marketing_eventos" ADD CONSTRAINT "rh_marketing_eventos_cidade_rh_cidade_provedor_id_fk" FOREIGN KEY ("cidade") REFERENCES "public"."rh_cidade_provedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relacionamento_preferencias_cliente" ADD CONSTRAINT "relacionamento_preferencias_cliente_sistema_rh_empresa_id_fk" FOREIGN KEY ("sistema") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campanha_comunicacao_nome_idx" ON "campanha_comunicacao" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "campanha_comunicacao_created_idx" ON "campanha_comunicacao" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campanha_regras_campanha_idx" ON "campanha_regras" USING btree ("campanha_id");--> statement-breakpoint
CREATE INDEX "campanha_regras_turno_idx" ON "campanha_regras" USING btree ("turno","ativo");--> statement-breakpoint
CREATE UNIQUE INDEX "relacionamento_dados_pessoas_codpessoa_idx" ON "relacionamento_dados_pessoas" USING btree ("sistema","codpessoa");--> statement-breakpoint
CREATE INDEX "relacionamento_dados_pessoas_cpf_idx" ON "relacionamento_dados_pessoas" USING btree ("sistema","cpf");--> statement-breakpoint
CREATE INDEX "relacionamento_dados_pessoas_nascimento_idx" ON "relacionamento_dados_pessoas" USING btree ("sistema","data_nascimento");--> statement-breakpoint
CREATE INDEX "relacionamento_dados_pessoas_ativacao_idx" ON "relacionamento_dados_pessoas" USING btree ("sistema","data_ativacao");--> statement-breakpoint
CREATE INDEX "relacionamento_dados_pessoas_contratacao_idx" ON "relacionamento_dados_pessoas" USING btree ("sistema","data_contratacao");--> statement-breakpoint
CREATE UNIQUE INDEX "comunicacao_entrega_uniq" ON "comunicacao_entrega" USING btree ("regra_id","cliente_id","canal","data_envio");--> statement-breakpoint
CREATE INDEX "comunicacao_entrega_campanha_idx" ON "comunicacao_entrega" USING btree ("campanha_id","data_envio");--> statement-breakpoint
CREATE INDEX "comunicacao_entrega_pendente_idx" ON "comunicacao_entrega" USING btree ("data_envio") WHERE "comunicacao_entrega"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "rh_marketing_eventos_created_idx" ON "rh_marketing_eventos" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "relacionamento_preferencias_cliente_uniq" ON "relacionamento_preferencias_cliente" USING btree ("sistema","cod_cliente");--> statement-breakpoint
CREATE INDEX "relacionamento_preferencias_cliente_created_idx" ON "relacionamento_preferencias_cliente" USING btree ("created_at");