-- A sale and its way to an active installation (docs/customer-accounts.md, "Sales"): written by the
-- sales area when a lead is sold, followed by the backoffice.
CREATE TABLE "vendas_venda" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_lead" integer NOT NULL REFERENCES "vendas_lead"("id"),
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_pessoa" integer REFERENCES "relacionamento_dados_pessoas"("id"),
	"id_plano" integer REFERENCES "cliente_plano"("id"),
	"plano_nome" text NOT NULL,
	"download_mbps" integer,
	"valor_mensal" numeric(14, 2) NOT NULL,
	"valor_instalacao" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fidelidade_meses" smallint DEFAULT 0 NOT NULL,
	"id_vendedor" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"vendida_em" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"status_em" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo_cancelamento" text,
	"id_ordem_servico" integer REFERENCES "cliente_ordem_servico"("id"),
	"id_contrato" integer REFERENCES "cliente_contrato"("id"),
	"ativada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendas_venda_status_check" CHECK ("status" IN ('pendente', 'aprovada', 'instalacao_agendada', 'ativa', 'cancelada')),
	CONSTRAINT "vendas_venda_valores_check" CHECK ("valor_mensal" >= 0 AND "valor_instalacao" >= 0),
	CONSTRAINT "vendas_venda_cancelada_check" CHECK (("status" = 'cancelada') = ("motivo_cancelamento" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_venda_lead_idx" ON "vendas_venda" USING btree ("id_lead");
--> statement-breakpoint
CREATE INDEX "vendas_venda_status_idx" ON "vendas_venda" USING btree ("sistema", "status", "vendida_em");
--> statement-breakpoint
CREATE INDEX "vendas_venda_vendida_idx" ON "vendas_venda" USING btree ("vendida_em");
--> statement-breakpoint
CREATE INDEX "vendas_venda_vendedor_idx" ON "vendas_venda" USING btree ("id_vendedor", "vendida_em");
--> statement-breakpoint
CREATE INDEX "vendas_venda_pessoa_idx" ON "vendas_venda" USING btree ("id_pessoa");
--> statement-breakpoint
CREATE TRIGGER vendas_venda_audit AFTER INSERT OR UPDATE ON vendas_venda FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER vendas_venda_updated_at BEFORE UPDATE ON vendas_venda FOR EACH ROW EXECUTE FUNCTION set_updated_at();
