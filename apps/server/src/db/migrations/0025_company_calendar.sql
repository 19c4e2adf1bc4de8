-- Company calendar and employee directory. rh_usuario gains the extension and the work phone that
-- colleagues see, and the birthday opt-out; the feed addresses are kept as hashes of their secret.
ALTER TABLE "rh_usuario" ADD COLUMN "ramal" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "telefone_comercial" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "ocultar_aniversario" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "rh_calendario_assinatura" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "rh_calendario_assinatura" ADD CONSTRAINT "rh_calendario_assinatura_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rh_calendario_assinatura_token_idx" ON "rh_calendario_assinatura" USING btree ("token_hash");--> statement-breakpoint
-- Text folded for search without the unaccent extension (PGlite and PostgreSQL alike): accents off,
-- then lower case (lower() of the C locale leaves accented capitals alone).
CREATE OR REPLACE FUNCTION rh_texto_dobrado(texto text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(texto,
    'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ',
    'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'))
$$;--> statement-breakpoint
-- The directory's search: any word of the name by its start (a prefix tsquery), over active employees.
CREATE INDEX "rh_usuario_contato_busca_idx" ON "rh_usuario" USING gin (
  to_tsvector('simple', rh_texto_dobrado(coalesce("nome", '') || ' ' || coalesce("sobrenome", '')))
) WHERE "funcionario" AND "ativo";--> statement-breakpoint
-- Birthdays and company anniversaries of a company's people.
CREATE INDEX "rh_usuario_empresa_ativo_idx" ON "rh_usuario" USING btree ("id_empresa") WHERE "funcionario" AND "ativo";
