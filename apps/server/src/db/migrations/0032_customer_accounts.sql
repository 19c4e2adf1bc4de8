-- Customer accounts (docs/customer-accounts.md): plans, contracts, invoices, connections and service
-- orders, copied from each provider's ERP by the sync and written by the client panel and the backoffice.
CREATE TABLE "cliente_plano" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"codigo_erp" text,
	"nome" text NOT NULL,
	"download_mbps" integer NOT NULL,
	"upload_mbps" integer NOT NULL,
	"tecnologia" text DEFAULT 'fibra' NOT NULL,
	"valor_mensal" numeric(14, 2) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_plano_tecnologia_check" CHECK ("tecnologia" IN ('fibra', 'radio')),
	CONSTRAINT "cliente_plano_valor_check" CHECK ("valor_mensal" >= 0),
	CONSTRAINT "cliente_plano_velocidade_check" CHECK ("download_mbps" > 0 AND "upload_mbps" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_plano_codigo_idx" ON "cliente_plano" USING btree ("sistema", "codigo_erp");
--> statement-breakpoint
CREATE INDEX "cliente_plano_sistema_idx" ON "cliente_plano" USING btree ("sistema", "ativo");
--> statement-breakpoint
CREATE TABLE "cliente_contrato" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"codigo_erp" text NOT NULL,
	"id_pessoa" integer NOT NULL REFERENCES "relacionamento_dados_pessoas"("id"),
	"id_plano" integer REFERENCES "cliente_plano"("id"),
	"valor_mensal" numeric(14, 2) NOT NULL,
	"tipo" text DEFAULT 'residencial' NOT NULL,
	"dia_vencimento" smallint DEFAULT 10 NOT NULL,
	"cep" text,
	"rua" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"data_ativacao" date,
	"data_cancelamento" date,
	"marcadores" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_contrato_tipo_check" CHECK ("tipo" IN ('residencial', 'empresarial')),
	CONSTRAINT "cliente_contrato_status_check" CHECK ("status" IN ('ativo', 'suspenso', 'cancelado')),
	CONSTRAINT "cliente_contrato_valor_check" CHECK ("valor_mensal" >= 0),
	CONSTRAINT "cliente_contrato_dia_check" CHECK ("dia_vencimento" BETWEEN 1 AND 28)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_contrato_codigo_idx" ON "cliente_contrato" USING btree ("sistema", "codigo_erp");
--> statement-breakpoint
CREATE INDEX "cliente_contrato_pessoa_idx" ON "cliente_contrato" USING btree ("id_pessoa");
--> statement-breakpoint
CREATE INDEX "cliente_contrato_status_idx" ON "cliente_contrato" USING btree ("sistema", "status");
--> statement-breakpoint
CREATE TABLE "cliente_fatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"codigo_erp" text NOT NULL,
	"id_contrato" integer NOT NULL REFERENCES "cliente_contrato"("id"),
	"id_pessoa" integer NOT NULL REFERENCES "relacionamento_dados_pessoas"("id"),
	"competencia" date NOT NULL,
	"vencimento" date NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"pago_em" date,
	"valor_pago" numeric(14, 2),
	"pix_copia_cola" text,
	"linha_digitavel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_fatura_status_check" CHECK ("status" IN ('aberta', 'paga', 'cancelada')),
	CONSTRAINT "cliente_fatura_valor_check" CHECK ("valor" >= 0),
	CONSTRAINT "cliente_fatura_linha_check" CHECK ("linha_digitavel" IS NULL OR "linha_digitavel" ~ '^[0-9]{47,48}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_fatura_codigo_idx" ON "cliente_fatura" USING btree ("sistema", "codigo_erp");
--> statement-breakpoint
CREATE INDEX "cliente_fatura_pessoa_idx" ON "cliente_fatura" USING btree ("id_pessoa", "vencimento");
--> statement-breakpoint
CREATE INDEX "cliente_fatura_contrato_idx" ON "cliente_fatura" USING btree ("id_contrato", "vencimento");
--> statement-breakpoint
CREATE INDEX "cliente_fatura_aberta_idx" ON "cliente_fatura" USING btree ("sistema", "vencimento") WHERE "status" = 'aberta';
--> statement-breakpoint
CREATE TABLE "cliente_conexao" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_contrato" integer NOT NULL REFERENCES "cliente_contrato"("id"),
	"login" text NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"ultimo_acesso" timestamp with time zone,
	"ip" text,
	"mac" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_conexao_status_check" CHECK ("status" IN ('online', 'offline', 'reduzido', 'bloqueado'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_conexao_login_idx" ON "cliente_conexao" USING btree ("sistema", "login");
--> statement-breakpoint
CREATE INDEX "cliente_conexao_contrato_idx" ON "cliente_conexao" USING btree ("id_contrato");
--> statement-breakpoint
CREATE TABLE "cliente_ordem_servico" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"codigo_erp" text,
	"id_contrato" integer NOT NULL REFERENCES "cliente_contrato"("id"),
	"id_pessoa" integer NOT NULL REFERENCES "relacionamento_dados_pessoas"("id"),
	"tipo" text NOT NULL,
	"aberta_em" timestamp with time zone DEFAULT now() NOT NULL,
	"janela_inicio" timestamp with time zone,
	"janela_fim" timestamp with time zone,
	"equipe" text,
	"status" text DEFAULT 'aberta' NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"origem" text DEFAULT 'erp' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_ordem_servico_tipo_check" CHECK ("tipo" IN ('instalacao', 'reparo', 'visita_tecnica', 'mudanca_endereco', 'retirada_equipamento', 'troca_plano')),
	CONSTRAINT "cliente_ordem_servico_status_check" CHECK ("status" IN ('aberta', 'agendada', 'em_execucao', 'concluida', 'cancelada')),
	CONSTRAINT "cliente_ordem_servico_origem_check" CHECK ("origem" IN ('erp', 'painel', 'backoffice')),
	CONSTRAINT "cliente_ordem_servico_janela_check" CHECK ("janela_inicio" IS NULL OR "janela_fim" IS NULL OR "janela_fim" > "janela_inicio")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_ordem_servico_codigo_idx" ON "cliente_ordem_servico" USING btree ("sistema", "codigo_erp") WHERE "codigo_erp" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "cliente_ordem_servico_pessoa_idx" ON "cliente_ordem_servico" USING btree ("id_pessoa", "aberta_em");
--> statement-breakpoint
CREATE INDEX "cliente_ordem_servico_status_idx" ON "cliente_ordem_servico" USING btree ("sistema", "status", "aberta_em");
--> statement-breakpoint
CREATE TRIGGER cliente_plano_audit AFTER INSERT OR UPDATE ON cliente_plano FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER cliente_plano_updated_at BEFORE UPDATE ON cliente_plano FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER cliente_contrato_updated_at BEFORE UPDATE ON cliente_contrato FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER cliente_fatura_updated_at BEFORE UPDATE ON cliente_fatura FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER cliente_conexao_updated_at BEFORE UPDATE ON cliente_conexao FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER cliente_ordem_servico_updated_at BEFORE UPDATE ON cliente_ordem_servico FOR EACH ROW EXECUTE FUNCTION set_updated_at();
