-- The wheel's guards against draining a campaign's stock (docs/roulette.md), each chosen per campaign:
-- phone confirmation by SMS code, a cap of spins per internet address and day, a proof of work and a
-- minimum wait between opening the page and spinning. All off for the campaigns that exist.
ALTER TABLE "site_roleta_campanhas" ADD COLUMN "confirmar_telefone" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_roleta_campanhas" ADD COLUMN "giros_por_endereco" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_roleta_campanhas" ADD COLUMN "prova_trabalho" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_roleta_campanhas" ADD COLUMN "espera_minima" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- One person is a CPF or a phone: phones kept as normalized keys (a mobile written without its ninth
-- digit gets it), and found by campaign like CPFs.
UPDATE "site_roleta_historico" SET "telefone" = substr("telefone", 1, 2) || '9' || substr("telefone", 3) WHERE "telefone" ~ '^[1-9]{2}[6-9][0-9]{7}$';
--> statement-breakpoint
CREATE INDEX "site_roleta_historico_telefone_idx" ON "site_roleta_historico" USING btree ("id_campanha","telefone","created_at");
--> statement-breakpoint
-- Codes sent by SMS: kept as a keyed hash, valid for minutes, for a few guesses, used once.
CREATE TABLE "site_roleta_codigo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_campanha" integer NOT NULL REFERENCES "site_roleta_campanhas"("id") ON DELETE cascade,
	"telefone" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_roleta_codigo_telefone_idx" ON "site_roleta_codigo" USING btree ("id_campanha","telefone","created_at");
--> statement-breakpoint
-- Spins counted per campaign, internet address (an IPv6 /64) and day in São Paulo.
CREATE TABLE "site_roleta_giros_endereco" (
	"id_campanha" integer NOT NULL REFERENCES "site_roleta_campanhas"("id") ON DELETE cascade,
	"endereco" text NOT NULL,
	"dia" date NOT NULL,
	"giros" integer NOT NULL,
	CONSTRAINT "site_roleta_giros_endereco_pk" PRIMARY KEY ("id_campanha","endereco","dia")
);
--> statement-breakpoint
-- Challenges already accepted (they are signed by the server, so only the used ones are kept), until they expire.
CREATE TABLE "site_roleta_desafio_usado" (
	"desafio" text PRIMARY KEY NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_roleta_desafio_usado_expira_idx" ON "site_roleta_desafio_usado" USING btree ("expira_em");
