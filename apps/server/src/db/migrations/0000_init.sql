CREATE TABLE "rh_cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"id_setor" integer NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_cidade_provedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"uf" text NOT NULL,
	"id_empresa" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_departamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_funcionario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_empresa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_empresa_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "rh_perfil" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_perfil_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "rh_perfil_role" (
	"id_perfil" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "rh_perfil_role_id_perfil_role_pk" PRIMARY KEY("id_perfil","role")
);
--> statement-breakpoint
CREATE TABLE "rh_setor" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"id_departamento" integer NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sistema" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "sistema_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "rh_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text,
	"sobrenome" text,
	"email" text,
	"telefone" text,
	"funcionario" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_nascimento" date,
	"data_admissao" date,
	"id_empresa" integer,
	"id_departamento" integer,
	"id_setor" integer,
	"id_cargo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_usuarios_empresas" (
	"id_usuario" integer NOT NULL,
	"id_empresa" integer NOT NULL,
	CONSTRAINT "rh_usuarios_empresas_id_usuario_id_empresa_pk" PRIMARY KEY("id_usuario","id_empresa")
);
--> statement-breakpoint
CREATE TABLE "rh_usuario_perfil" (
	"id_usuario" integer NOT NULL,
	"id_perfil" integer NOT NULL,
	CONSTRAINT "rh_usuario_perfil_id_usuario_id_perfil_pk" PRIMARY KEY("id_usuario","id_perfil")
);
--> statement-breakpoint
CREATE TABLE "rh_vaga" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo_vaga" text NOT NULL,
	"vagas" integer DEFAULT 1 NOT NULL,
	"cidade" text,
	"id_gestor" integer,
	"id_empresa" integer,
	"data_inicio" date,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_codigo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_identidade" uuid NOT NULL,
	"finalidade" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_identidade" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"habilitado" boolean DEFAULT true NOT NULL,
	"id_usuario" integer NOT NULL,
	"falhas_senha" smallint DEFAULT 0 NOT NULL,
	"ultima_falha_em" timestamp with time zone,
	"bloqueado_ate" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_refresh_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_identidade" uuid NOT NULL,
	"familia" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agendamento_execucao" (
	"tarefa" text NOT NULL,
	"janela" text NOT NULL,
	"instancia" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agendamento_execucao_tarefa_janela_pk" PRIMARY KEY("tarefa","janela")
);
--> statement-breakpoint
CREATE TABLE "arquivo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"nome" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"chave" text NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_logs_rh" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tabela" text NOT NULL,
	"id_item" text NOT NULL,
	"operacao" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"old_data" jsonb,
	"new_data" jsonb,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "notificacao_mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_remetente" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacao_usuario" (
	"id_mensagem" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"lido" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_usuario_id_mensagem_id_usuario_pk" PRIMARY KEY("id_mensagem","id_usuario")
);
--> statement-breakpoint
CREATE TABLE "outbox_mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"canal" text NOT NULL,
	"destinatario" text NOT NULL,
	"assunto" text,
	"corpo" text NOT NULL,
	"status" text DEFAULT 'armazenada' NOT NULL,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendas_campanha" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"bitcom" boolean DEFAULT false NOT NULL,
	"razao" boolean DEFAULT false NOT NULL,
	"vetorial" boolean DEFAULT false NOT NULL,
	"api" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas_canal" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"bitcom" boolean DEFAULT false NOT NULL,
	"razao" boolean DEFAULT false NOT NULL,
	"vetorial" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text DEFAULT '' NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"id_imagem_capa" uuid,
	"hashtags_cargo" text[] DEFAULT '{}' NOT NULL,
	"hashtags_departamento" text[] DEFAULT '{}' NOT NULL,
	"hashtags_empresa" text[] DEFAULT '{}' NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_conteudo_imagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_conteudo" integer NOT NULL,
	"id_arquivo" uuid NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_onboarding" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_departamento" integer NOT NULL,
	"id_cargo" integer NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_onboarding_trilha" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_onboarding" integer NOT NULL,
	"id_trilha" integer NOT NULL,
	"prioridade" integer NOT NULL,
	CONSTRAINT "rh_onboarding_trilha_uq" UNIQUE("id_onboarding","id_trilha")
);
--> statement-breakpoint
CREATE TABLE "rh_trilha" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_trilha_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_trilha" integer NOT NULL,
	"id_conteudo" integer NOT NULL,
	"prioridade" integer NOT NULL,
	CONSTRAINT "rh_trilha_conteudo_uq" UNIQUE("id_trilha","id_conteudo")
);
--> statement-breakpoint
CREATE TABLE "rh_usuario_onboarding" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_onboarding" integer NOT NULL,
	"id_departamento" integer,
	"conteudos_total" integer DEFAULT 0 NOT NULL,
	"conteudos_lidos" integer DEFAULT 0 NOT NULL,
	"concluido" boolean DEFAULT false NOT NULL,
	"data_inicio" timestamp with time zone,
	"data_conclusao" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_usuario_onboarding_uq" UNIQUE("id_usuario","id_onboarding")
);
--> statement-breakpoint
CREATE TABLE "rh_usuario_onboarding_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario_onboarding" integer NOT NULL,
	"id_funcionario" integer NOT NULL,
	"id_onboarding" integer NOT NULL,
	"id_trilha" integer NOT NULL,
	"id_conteudo" integer NOT NULL,
	"data_inicio" timestamp with time zone,
	"data_fim" timestamp with time zone,
	"finalizado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rh_usuario_onboarding_conteudo_uq" UNIQUE("id_funcionario","id_onboarding","id_trilha","id_conteudo")
);
--> statement-breakpoint
ALTER TABLE "rh_cargo" ADD CONSTRAINT "rh_cargo_id_setor_rh_setor_id_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."rh_setor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_cidade_provedor" ADD CONSTRAINT "rh_cidade_provedor_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_departamento" ADD CONSTRAINT "rh_departamento_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_perfil_role" ADD CONSTRAINT "rh_perfil_role_id_perfil_rh_perfil_id_fk" FOREIGN KEY ("id_perfil") REFERENCES "public"."rh_perfil"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_setor" ADD CONSTRAINT "rh_setor_id_departamento_rh_departamento_id_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."rh_departamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD CONSTRAINT "rh_usuario_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD CONSTRAINT "rh_usuario_id_departamento_rh_departamento_id_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."rh_departamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD CONSTRAINT "rh_usuario_id_setor_rh_setor_id_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."rh_setor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD CONSTRAINT "rh_usuario_id_cargo_rh_cargo_id_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."rh_cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuarios_empresas" ADD CONSTRAINT "rh_usuarios_empresas_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuarios_empresas" ADD CONSTRAINT "rh_usuarios_empresas_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_perfil" ADD CONSTRAINT "rh_usuario_perfil_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_perfil" ADD CONSTRAINT "rh_usuario_perfil_id_perfil_rh_perfil_id_fk" FOREIGN KEY ("id_perfil") REFERENCES "public"."rh_perfil"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD CONSTRAINT "rh_vaga_id_gestor_rh_usuario_id_fk" FOREIGN KEY ("id_gestor") REFERENCES "public"."rh_usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_vaga" ADD CONSTRAINT "rh_vaga_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_codigo" ADD CONSTRAINT "auth_codigo_id_identidade_auth_identidade_id_fk" FOREIGN KEY ("id_identidade") REFERENCES "public"."auth_identidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_identidade" ADD CONSTRAINT "auth_identidade_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_refresh_token" ADD CONSTRAINT "auth_refresh_token_id_identidade_auth_identidade_id_fk" FOREIGN KEY ("id_identidade") REFERENCES "public"."auth_identidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_mensagem" ADD CONSTRAINT "notificacao_mensagem_id_remetente_rh_usuario_id_fk" FOREIGN KEY ("id_remetente") REFERENCES "public"."rh_usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_usuario" ADD CONSTRAINT "notificacao_usuario_id_mensagem_notificacao_mensagem_id_fk" FOREIGN KEY ("id_mensagem") REFERENCES "public"."notificacao_mensagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_usuario" ADD CONSTRAINT "notificacao_usuario_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_conteudo" ADD CONSTRAINT "rh_conteudo_id_imagem_capa_arquivo_id_fk" FOREIGN KEY ("id_imagem_capa") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_conteudo_imagem" ADD CONSTRAINT "rh_conteudo_imagem_id_conteudo_rh_conteudo_id_fk" FOREIGN KEY ("id_conteudo") REFERENCES "public"."rh_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_conteudo_imagem" ADD CONSTRAINT "rh_conteudo_imagem_id_arquivo_arquivo_id_fk" FOREIGN KEY ("id_arquivo") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_onboarding" ADD CONSTRAINT "rh_onboarding_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_onboarding" ADD CONSTRAINT "rh_onboarding_id_departamento_rh_departamento_id_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."rh_departamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_onboarding" ADD CONSTRAINT "rh_onboarding_id_cargo_rh_cargo_id_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."rh_cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_onboarding_trilha" ADD CONSTRAINT "rh_onboarding_trilha_id_onboarding_rh_onboarding_id_fk" FOREIGN KEY ("id_onboarding") REFERENCES "public"."rh_onboarding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_onboarding_trilha" ADD CONSTRAINT "rh_onboarding_trilha_id_trilha_rh_trilha_id_fk" FOREIGN KEY ("id_trilha") REFERENCES "public"."rh_trilha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_trilha_conteudo" ADD CONSTRAINT "rh_trilha_conteudo_id_trilha_rh_trilha_id_fk" FOREIGN KEY ("id_trilha") REFERENCES "public"."rh_trilha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_trilha_conteudo" ADD CONSTRAINT "rh_trilha_conteudo_id_conteudo_rh_conteudo_id_fk" FOREIGN KEY ("id_conteudo") REFERENCES "public"."rh_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding" ADD CONSTRAINT "rh_usuario_onboarding_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding" ADD CONSTRAINT "rh_usuario_onboarding_id_onboarding_rh_onboarding_id_fk" FOREIGN KEY ("id_onboarding") REFERENCES "public"."rh_onboarding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding_conteudo" ADD CONSTRAINT "rh_usuario_onboarding_conteudo_id_usuario_onboarding_rh_usuario_onboarding_id_fk" FOREIGN KEY ("id_usuario_onboarding") REFERENCES "public"."rh_usuario_onboarding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding_conteudo" ADD CONSTRAINT "rh_usuario_onboarding_conteudo_id_funcionario_rh_usuario_id_fk" FOREIGN KEY ("id_funcionario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding_conteudo" ADD CONSTRAINT "rh_usuario_onboarding_conteudo_id_onboarding_rh_onboarding_id_fk" FOREIGN KEY ("id_onboarding") REFERENCES "public"."rh_onboarding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding_conteudo" ADD CONSTRAINT "rh_usuario_onboarding_conteudo_id_trilha_rh_trilha_id_fk" FOREIGN KEY ("id_trilha") REFERENCES "public"."rh_trilha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding_conteudo" ADD CONSTRAINT "rh_usuario_onboarding_conteudo_id_conteudo_rh_conteudo_id_fk" FOREIGN KEY ("id_conteudo") REFERENCES "public"."rh_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rh_cargo_setor_idx" ON "rh_cargo" USING btree ("id_setor");--> statement-breakpoint
CREATE INDEX "rh_cidade_provedor_empresa_idx" ON "rh_cidade_provedor" USING btree ("id_empresa");--> statement-breakpoint
CREATE INDEX "rh_departamento_empresa_idx" ON "rh_departamento" USING btree ("id_empresa");--> statement-breakpoint
CREATE INDEX "rh_setor_departamento_idx" ON "rh_setor" USING btree ("id_departamento");--> statement-breakpoint
CREATE INDEX "rh_usuario_lotacao_idx" ON "rh_usuario" USING btree ("id_empresa","id_departamento","id_cargo");--> statement-breakpoint
CREATE INDEX "rh_usuario_departamento_idx" ON "rh_usuario" USING btree ("id_departamento");--> statement-breakpoint
CREATE UNIQUE INDEX "rh_usuario_email_idx" ON "rh_usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rh_usuario_perfil_perfil_idx" ON "rh_usuario_perfil" USING btree ("id_perfil");--> statement-breakpoint
CREATE INDEX "rh_vaga_data_inicio_idx" ON "rh_vaga" USING btree ("data_inicio");--> statement-breakpoint
CREATE INDEX "auth_codigo_identidade_idx" ON "auth_codigo" USING btree ("id_identidade","finalidade","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_identidade_email_idx" ON "auth_identidade" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "auth_identidade_usuario_idx" ON "auth_identidade" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_refresh_token_hash_idx" ON "auth_refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_familia_idx" ON "auth_refresh_token" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_identidade_idx" ON "auth_refresh_token" USING btree ("id_identidade");--> statement-breakpoint
CREATE INDEX "rh_logs_rh_item_idx" ON "rh_logs_rh" USING btree ("tabela","id_item","data");--> statement-breakpoint
CREATE INDEX "notificacao_usuario_unread_idx" ON "notificacao_usuario" USING btree ("id_usuario","lido");--> statement-breakpoint
CREATE INDEX "outbox_mensagem_destinatario_idx" ON "outbox_mensagem" USING btree ("destinatario","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_campanha_nome_idx" ON "vendas_campanha" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "vendas_campanha_created_idx" ON "vendas_campanha" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_canal_nome_idx" ON "vendas_canal" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "vendas_canal_created_idx" ON "vendas_canal" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rh_conteudo_imagem_conteudo_idx" ON "rh_conteudo_imagem" USING btree ("id_conteudo");--> statement-breakpoint
CREATE INDEX "rh_onboarding_lotacao_idx" ON "rh_onboarding" USING btree ("id_empresa","id_departamento","id_cargo");--> statement-breakpoint
CREATE INDEX "rh_onboarding_trilha_ordem_idx" ON "rh_onboarding_trilha" USING btree ("id_onboarding","prioridade");--> statement-breakpoint
CREATE INDEX "rh_trilha_conteudo_ordem_idx" ON "rh_trilha_conteudo" USING btree ("id_trilha","prioridade");--> statement-breakpoint
CREATE INDEX "rh_usuario_onboarding_report_idx" ON "rh_usuario_onboarding" USING btree ("concluido","id_departamento","id");--> statement-breakpoint
CREATE INDEX "rh_usuario_onboarding_onboarding_idx" ON "rh_usuario_onboarding" USING btree ("id_onboarding");--> statement-breakpoint
CREATE INDEX "rh_usuario_onboarding_conteudo_uo_idx" ON "rh_usuario_onboarding_conteudo" USING btree ("id_usuario_onboarding");