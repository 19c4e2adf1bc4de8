-- The customer's identity, the client panel's agreements and the financial home (docs/customer-accounts.md).
-- One account per CPF: the identity (auth_identidade and its rh_usuario, role `cliente`) and how it came to be.
CREATE TABLE "cliente_acesso" (
	"id" serial PRIMARY KEY NOT NULL,
	"cpf" text NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE CASCADE,
	"convidado_em" timestamp with time zone,
	"convidado_por" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"primeiro_acesso_em" timestamp with time zone,
	"ultimo_acesso_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_acesso_cpf_check" CHECK ("cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_acesso_cpf_idx" ON "cliente_acesso" USING btree ("cpf");
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_acesso_usuario_idx" ON "cliente_acesso" USING btree ("id_usuario");
--> statement-breakpoint
CREATE TRIGGER cliente_acesso_audit AFTER INSERT OR UPDATE ON cliente_acesso FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER cliente_acesso_updated_at BEFORE UPDATE ON cliente_acesso FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- One-time codes by CPF (a first access has no account yet), stored as an HMAC.
CREATE TABLE "cliente_acesso_codigo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cpf" text NOT NULL,
	"finalidade" text NOT NULL,
	"canal" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_acesso_codigo_finalidade_check" CHECK ("finalidade" IN ('painel', 'fatura')),
	CONSTRAINT "cliente_acesso_codigo_canal_check" CHECK ("canal" IN ('email', 'sms'))
);
--> statement-breakpoint
CREATE INDEX "cliente_acesso_codigo_cpf_idx" ON "cliente_acesso_codigo" USING btree ("cpf", "finalidade", "created_at");
--> statement-breakpoint
-- An agreement a customer accepted in the panel (or the backoffice made), followed by the backoffice.
CREATE TABLE "cliente_acordo" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_pessoa" integer NOT NULL REFERENCES "relacionamento_dados_pessoas"("id"),
	"id_contrato" integer NOT NULL REFERENCES "cliente_contrato"("id"),
	"faturas" integer[] NOT NULL,
	"valor_original" numeric(14, 2) NOT NULL,
	"valor_acordo" numeric(14, 2) NOT NULL,
	"parcelas" smallint NOT NULL,
	"primeiro_vencimento" date NOT NULL,
	"status" text DEFAULT 'solicitado' NOT NULL,
	"origem" text DEFAULT 'painel' NOT NULL,
	"oferta" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_acordo_status_check" CHECK ("status" IN ('solicitado', 'ativo', 'cumprido', 'cancelado')),
	CONSTRAINT "cliente_acordo_origem_check" CHECK ("origem" IN ('painel', 'backoffice')),
	CONSTRAINT "cliente_acordo_valores_check" CHECK ("valor_original" >= 0 AND "valor_acordo" >= 0),
	CONSTRAINT "cliente_acordo_parcelas_check" CHECK ("parcelas" BETWEEN 1 AND 24),
	CONSTRAINT "cliente_acordo_faturas_check" CHECK (cardinality("faturas") > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_acordo_vigente_idx" ON "cliente_acordo" USING btree ("id_contrato") WHERE "status" IN ('solicitado', 'ativo');
--> statement-breakpoint
CREATE INDEX "cliente_acordo_pessoa_idx" ON "cliente_acordo" USING btree ("id_pessoa", "created_at");
--> statement-breakpoint
CREATE INDEX "cliente_acordo_status_idx" ON "cliente_acordo" USING btree ("sistema", "status", "created_at");
--> statement-breakpoint
CREATE TRIGGER cliente_acordo_audit AFTER INSERT OR UPDATE ON cliente_acordo FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER cliente_acordo_updated_at BEFORE UPDATE ON cliente_acordo FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- One open visit request from the panel per contract.
CREATE UNIQUE INDEX "cliente_ordem_servico_visita_painel_idx" ON "cliente_ordem_servico" USING btree ("id_contrato") WHERE "origem" = 'painel' AND "status" IN ('aberta', 'agendada');
--> statement-breakpoint
-- The customer directory keeps no full history (every ERP import rewrites it), but a change of a
-- customer's identification or contact is recorded, with who made it: the panel's edits are the customer's.
CREATE TRIGGER relacionamento_dados_pessoas_contato_audit AFTER UPDATE OF nome_razaosocial, data_nascimento, email, celular
	ON relacionamento_dados_pessoas FOR EACH ROW
	WHEN (OLD.nome_razaosocial IS DISTINCT FROM NEW.nome_razaosocial OR OLD.data_nascimento IS DISTINCT FROM NEW.data_nascimento
		OR OLD.email IS DISTINCT FROM NEW.email OR OLD.celular IS DISTINCT FROM NEW.celular)
	EXECUTE FUNCTION rh_audit_row();
