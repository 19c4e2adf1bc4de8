-- Customer accounts' ERP sync (docs/customer-accounts.md): where each provider's sync of each account
-- kind stands, and the financial home's look-up of a CPF at every provider.
CREATE TABLE "cliente_sincronizacao_conta" (
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"tipo" text NOT NULL,
	"alterados_ate" timestamp with time zone NOT NULL,
	"linhas" integer DEFAULT 0 NOT NULL,
	"invalidos" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_sincronizacao_conta_pkey" PRIMARY KEY ("sistema", "tipo"),
	CONSTRAINT "cliente_sincronizacao_conta_tipo_check" CHECK ("tipo" IN ('planos', 'contratos', 'faturas', 'conexoes', 'ordens_servico'))
);
--> statement-breakpoint
CREATE INDEX "relacionamento_dados_pessoas_cpf_todos_idx" ON "relacionamento_dados_pessoas" USING btree ("cpf");
