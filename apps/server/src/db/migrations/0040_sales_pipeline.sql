-- The lead pipeline (docs/sales.md): a lead's kind, status (with 'proposta'), the reason that names its
-- list, owner, deadline, first contact and attempts; the timed status changes; coverage areas; plans
-- and prices; the per-provider settings (SLA, attempts, referral bonus); sellers; the blocklist.
CREATE TABLE "vendas_plano" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"nome" text NOT NULL,
	"download_mbps" integer NOT NULL,
	"upload_mbps" integer NOT NULL,
	"valor_mensal" numeric(14, 2) NOT NULL,
	"valor_instalacao" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fidelidade_meses" smallint DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendas_plano_valores_check" CHECK ("valor_mensal" >= 0 AND "valor_instalacao" >= 0),
	CONSTRAINT "vendas_plano_velocidade_check" CHECK ("download_mbps" > 0 AND "upload_mbps" > 0),
	CONSTRAINT "vendas_plano_fidelidade_check" CHECK ("fidelidade_meses" BETWEEN 0 AND 60),
	CONSTRAINT "vendas_plano_vigencia_check" CHECK ("vigencia_fim" IS NULL OR "vigencia_fim" >= "vigencia_inicio")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_plano_nome_idx" ON "vendas_plano" USING btree ("id_empresa", lower("nome"), "vigencia_inicio");
--> statement-breakpoint
CREATE INDEX "vendas_plano_empresa_idx" ON "vendas_plano" USING btree ("id_empresa", "ativo", "vigencia_inicio");
--> statement-breakpoint
CREATE TABLE "vendas_cobertura" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_cidade" integer REFERENCES "rh_cidade_provedor"("id"),
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"cep_inicio" text,
	"cep_fim" text,
	"bairro" text,
	"bairro_chave" text,
	"logradouro" text,
	"logradouro_chave" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendas_cobertura_forma_check" CHECK (
		("cep_inicio" IS NOT NULL AND "cep_fim" IS NOT NULL AND "cep_fim" >= "cep_inicio" AND "bairro" IS NULL AND "logradouro" IS NULL)
		OR ("cep_inicio" IS NULL AND "cep_fim" IS NULL AND "bairro_chave" IS NOT NULL)
	),
	CONSTRAINT "vendas_cobertura_logradouro_check" CHECK ("logradouro" IS NULL OR "bairro" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "vendas_cobertura_cep_idx" ON "vendas_cobertura" USING btree ("id_empresa", "cep_inicio", "cep_fim") WHERE "cep_inicio" IS NOT NULL AND "ativo";
--> statement-breakpoint
CREATE INDEX "vendas_cobertura_bairro_idx" ON "vendas_cobertura" USING btree ("id_empresa", lower("cidade"), "bairro_chave", "logradouro_chave") WHERE "bairro_chave" IS NOT NULL AND "ativo";
--> statement-breakpoint
CREATE INDEX "vendas_cobertura_lista_idx" ON "vendas_cobertura" USING btree ("id_empresa", "cidade", "id");
--> statement-breakpoint
CREATE TABLE "vendas_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"sla_novo_horas" integer DEFAULT 4 NOT NULL,
	"sla_upgrade_horas" integer DEFAULT 24 NOT NULL,
	"sla_downgrade_horas" integer DEFAULT 8 NOT NULL,
	"tentativas_max" smallint DEFAULT 5 NOT NULL,
	"bonus_indicacao" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendas_config_sla_check" CHECK ("sla_novo_horas" BETWEEN 1 AND 720 AND "sla_upgrade_horas" BETWEEN 1 AND 720 AND "sla_downgrade_horas" BETWEEN 1 AND 720),
	CONSTRAINT "vendas_config_tentativas_check" CHECK ("tentativas_max" BETWEEN 1 AND 50),
	CONSTRAINT "vendas_config_bonus_check" CHECK ("bonus_indicacao" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_config_empresa_idx" ON "vendas_config" USING btree ("id_empresa");
--> statement-breakpoint
CREATE TABLE "vendas_vendedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE CASCADE,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"ativo" boolean DEFAULT true NOT NULL,
	"ultima_atribuicao" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_vendedor_usuario_idx" ON "vendas_vendedor" USING btree ("id_usuario", "id_empresa");
--> statement-breakpoint
CREATE INDEX "vendas_vendedor_rodizio_idx" ON "vendas_vendedor" USING btree ("id_empresa", "ativo", "ultima_atribuicao", "id");
--> statement-breakpoint
CREATE TABLE "vendas_bloqueio" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"valor" text NOT NULL,
	"id_empresa" integer REFERENCES "rh_empresa"("id"),
	"motivo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendas_bloqueio_tipo_check" CHECK ("tipo" IN ('cpf', 'telefone', 'endereco'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_bloqueio_valor_idx" ON "vendas_bloqueio" USING btree ("tipo", "valor", coalesce("id_empresa", 0));
--> statement-breakpoint
CREATE INDEX "vendas_bloqueio_created_idx" ON "vendas_bloqueio" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "tipo" text DEFAULT 'novo' NOT NULL;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "motivo" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "motivo_texto" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "status_em" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "id_vendedor" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "atribuido_em" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "prazo" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "primeiro_contato_em" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "tentativas" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "id_indicador" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "bonus_indicacao" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "id_pessoa" integer REFERENCES "relacionamento_dados_pessoas"("id");
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "id_contrato" integer REFERENCES "cliente_contrato"("id");
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "id_plano" integer REFERENCES "vendas_plano"("id");
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "logradouro" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "numero" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "complemento" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "bairro" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "cidade" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "uf" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "data_nascimento" date;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "viabilidade" text;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD COLUMN "id_cobertura" integer REFERENCES "vendas_cobertura"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_tipo_check" CHECK ("tipo" IN ('novo', 'upgrade', 'downgrade'));
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_status_check" CHECK ("status" IN ('novo', 'em_contato', 'proposta', 'vendido', 'perdido'));
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_motivo_check" CHECK ("motivo" IS NULL OR ("motivo" IN ('excluido', 'inativado', 'inviavel', 'sem_cobertura', 'errado', 'bloqueado') AND "status" = 'perdido'));
--> statement-breakpoint
ALTER TABLE "vendas_lead" ADD CONSTRAINT "vendas_lead_viabilidade_check" CHECK ("viabilidade" IS NULL OR "viabilidade" IN ('viavel', 'sem_cobertura', 'inviavel'));
--> statement-breakpoint
-- One open lead per person and provider: 'proposta' is open too.
DROP INDEX IF EXISTS "vendas_lead_aberta_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_lead_aberta_idx" ON "vendas_lead" USING btree ("id_empresa", "cpf") WHERE "status" in ('novo', 'em_contato', 'proposta');
--> statement-breakpoint
-- The lists: by kind without a reason, by reason, the overdue by deadline, a seller's leads, a referrer's.
CREATE INDEX "vendas_lead_lista_tipo_idx" ON "vendas_lead" USING btree ("tipo", "created_at" DESC, "id" DESC) WHERE "motivo" IS NULL;
--> statement-breakpoint
CREATE INDEX "vendas_lead_lista_motivo_idx" ON "vendas_lead" USING btree ("motivo", "created_at" DESC, "id" DESC) WHERE "motivo" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vendas_lead_atrasado_idx" ON "vendas_lead" USING btree ("prazo", "id") WHERE "status" = 'novo' AND "primeiro_contato_em" IS NULL AND "motivo" IS NULL;
--> statement-breakpoint
CREATE INDEX "vendas_lead_vendedor_idx" ON "vendas_lead" USING btree ("id_vendedor", "status", "prazo");
--> statement-breakpoint
CREATE INDEX "vendas_lead_indicador_idx" ON "vendas_lead" USING btree ("id_indicador", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "vendas_lead_empresa_idx" ON "vendas_lead" USING btree ("id_empresa", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendas_lead_cpf_idx" ON "vendas_lead" USING btree ("cpf");
--> statement-breakpoint
CREATE INDEX "vendas_lead_telefone_idx" ON "vendas_lead" USING btree ("telefone");
--> statement-breakpoint
CREATE INDEX "vendas_lead_endereco_idx" ON "vendas_lead" USING btree ("id_empresa", "uf", "cidade", "bairro", "logradouro") WHERE "viabilidade" IN ('sem_cobertura', 'inviavel');
--> statement-breakpoint
-- A lead's status changes: from/to status and reason, who and when, and how long it was in the previous one.
CREATE TABLE "vendas_lead_status" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_lead" integer NOT NULL REFERENCES "vendas_lead"("id") ON DELETE CASCADE,
	"de_status" text,
	"para_status" text NOT NULL,
	"de_motivo" text,
	"para_motivo" text,
	"texto" text,
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"segundos_no_anterior" integer,
	"contato" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vendas_lead_status_lead_idx" ON "vendas_lead_status" USING btree ("id_lead", "created_at");
--> statement-breakpoint
CREATE INDEX "vendas_lead_status_created_idx" ON "vendas_lead_status" USING btree ("created_at", "para_status");
--> statement-breakpoint
CREATE INDEX "vendas_lead_status_usuario_idx" ON "vendas_lead_status" USING btree ("id_usuario", "created_at");
--> statement-breakpoint
-- A sale names the plan of /pricing it was made from (its values are copied on the sale).
ALTER TABLE "vendas_venda" ADD COLUMN "id_plano_venda" integer REFERENCES "vendas_plano"("id");
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vendas_plano', 'vendas_cobertura', 'vendas_config', 'vendas_vendedor', 'vendas_bloqueio'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
