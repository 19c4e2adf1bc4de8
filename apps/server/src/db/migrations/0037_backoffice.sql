-- The backoffice (docs/customer-accounts.md, "Backoffice"): the installation's window kept on the sale,
-- the qualification of a sale before approval, problems and chargebacks; every table audited.
ALTER TABLE "vendas_venda" ADD COLUMN "instalacao_inicio" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "vendas_venda" ADD COLUMN "instalacao_fim" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "vendas_venda" ADD COLUMN "instalacao_equipe" text;
--> statement-breakpoint
ALTER TABLE "vendas_venda" ADD CONSTRAINT "vendas_venda_instalacao_check" CHECK ("instalacao_inicio" IS NULL OR "instalacao_fim" > "instalacao_inicio");
--> statement-breakpoint
CREATE INDEX "vendas_venda_instalacao_idx" ON "vendas_venda" USING btree ("instalacao_inicio") WHERE "instalacao_inicio" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "backoffice_qualificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_venda" integer NOT NULL REFERENCES "vendas_venda"("id"),
	"documentos" text DEFAULT 'pendente' NOT NULL,
	"score" smallint,
	"credito" text DEFAULT 'pendente' NOT NULL,
	"endereco" text DEFAULT 'pendente' NOT NULL,
	"resultado" text DEFAULT 'pendente' NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"id_responsavel" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_qualificacao_documentos_check" CHECK ("documentos" IN ('pendente', 'conferidos', 'divergentes')),
	CONSTRAINT "backoffice_qualificacao_credito_check" CHECK ("credito" IN ('pendente', 'aprovado', 'reprovado')),
	CONSTRAINT "backoffice_qualificacao_endereco_check" CHECK ("endereco" IN ('pendente', 'viavel', 'inviavel')),
	CONSTRAINT "backoffice_qualificacao_resultado_check" CHECK ("resultado" IN ('pendente', 'aprovada', 'reprovada')),
	CONSTRAINT "backoffice_qualificacao_score_check" CHECK ("score" IS NULL OR "score" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backoffice_qualificacao_venda_idx" ON "backoffice_qualificacao" USING btree ("id_venda");
--> statement-breakpoint
CREATE INDEX "backoffice_qualificacao_resultado_idx" ON "backoffice_qualificacao" USING btree ("resultado", "created_at");
--> statement-breakpoint
CREATE INDEX "backoffice_qualificacao_created_idx" ON "backoffice_qualificacao" USING btree ("created_at");
--> statement-breakpoint
CREATE TRIGGER backoffice_qualificacao_audit AFTER INSERT OR UPDATE ON backoffice_qualificacao FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER backoffice_qualificacao_updated_at BEFORE UPDATE ON backoffice_qualificacao FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TABLE "backoffice_problema" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_venda" integer REFERENCES "vendas_venda"("id"),
	"id_pessoa" integer REFERENCES "relacionamento_dados_pessoas"("id") ON DELETE SET NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"prioridade" text DEFAULT 'media' NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"id_responsavel" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"resolvido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_problema_tipo_check" CHECK ("tipo" IN ('instalacao', 'cadastro', 'financeiro', 'tecnico', 'outro')),
	CONSTRAINT "backoffice_problema_prioridade_check" CHECK ("prioridade" IN ('baixa', 'media', 'alta')),
	CONSTRAINT "backoffice_problema_status_check" CHECK ("status" IN ('aberto', 'em_andamento', 'resolvido', 'cancelado')),
	CONSTRAINT "backoffice_problema_resolvido_check" CHECK (("status" = 'resolvido') = ("resolvido_em" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "backoffice_problema_status_idx" ON "backoffice_problema" USING btree ("sistema", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "backoffice_problema_created_idx" ON "backoffice_problema" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "backoffice_problema_venda_idx" ON "backoffice_problema" USING btree ("id_venda");
--> statement-breakpoint
CREATE INDEX "backoffice_problema_pessoa_idx" ON "backoffice_problema" USING btree ("id_pessoa");
--> statement-breakpoint
CREATE INDEX "backoffice_problema_responsavel_idx" ON "backoffice_problema" USING btree ("id_responsavel", "status");
--> statement-breakpoint
CREATE TRIGGER backoffice_problema_audit AFTER INSERT OR UPDATE ON backoffice_problema FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER backoffice_problema_updated_at BEFORE UPDATE ON backoffice_problema FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TABLE "backoffice_estorno" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_fatura" integer NOT NULL REFERENCES "cliente_fatura"("id"),
	"id_pessoa" integer NOT NULL REFERENCES "relacionamento_dados_pessoas"("id"),
	"valor" numeric(14, 2) NOT NULL,
	"motivo" text NOT NULL,
	"forma" text NOT NULL,
	"status" text DEFAULT 'solicitado' NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"id_responsavel" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"estornado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_estorno_valor_check" CHECK ("valor" > 0),
	CONSTRAINT "backoffice_estorno_forma_check" CHECK ("forma" IN ('pix', 'credito_fatura', 'deposito')),
	CONSTRAINT "backoffice_estorno_status_check" CHECK ("status" IN ('solicitado', 'aprovado', 'estornado', 'recusado')),
	CONSTRAINT "backoffice_estorno_estornado_check" CHECK (("status" = 'estornado') = ("estornado_em" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "backoffice_estorno_status_idx" ON "backoffice_estorno" USING btree ("sistema", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "backoffice_estorno_created_idx" ON "backoffice_estorno" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "backoffice_estorno_fatura_idx" ON "backoffice_estorno" USING btree ("id_fatura");
--> statement-breakpoint
CREATE INDEX "backoffice_estorno_pessoa_idx" ON "backoffice_estorno" USING btree ("id_pessoa");
--> statement-breakpoint
CREATE TRIGGER backoffice_estorno_audit AFTER INSERT OR UPDATE ON backoffice_estorno FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER backoffice_estorno_updated_at BEFORE UPDATE ON backoffice_estorno FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- The customer page reads a customer's leads by CPF and the messages the communication scale sent them.
CREATE INDEX "vendas_lead_cpf_idx" ON "vendas_lead" USING btree ("cpf");
--> statement-breakpoint
CREATE INDEX "comunicacao_entrega_cliente_idx" ON "comunicacao_entrega" USING btree ("cliente_id", "data_envio");
--> statement-breakpoint
CREATE INDEX "cliente_ordem_servico_contrato_idx" ON "cliente_ordem_servico" USING btree ("id_contrato", "aberta_em");
