-- Coverage names are matched by a key (lowercase, no accents, no dots, single spaces), the same as
-- `coverageKey` in shared; the database fills a coverage row's keys, so every writer (the screens, the
-- spreadsheet import, the seed) agrees.
CREATE OR REPLACE FUNCTION vendas_chave(nome text) RETURNS text AS $$
  SELECT nullif(btrim(regexp_replace(replace(lower(translate(nome,
    'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ',
    'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn')), '.', ''), '\s+', ' ', 'g')), '')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendas_cobertura_chaves() RETURNS trigger AS $$
BEGIN
  NEW.bairro_chave := vendas_chave(NEW.bairro);
  NEW.logradouro_chave := vendas_chave(NEW.logradouro);
  RETURN NEW;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vendas_cobertura_chaves BEFORE INSERT OR UPDATE ON vendas_cobertura FOR EACH ROW EXECUTE FUNCTION vendas_cobertura_chaves();
--> statement-breakpoint
-- A plan's name may repeat across providers and validities; a blocked value is listed once.
DROP INDEX IF EXISTS "vendas_plano_nome_idx";
--> statement-breakpoint
CREATE INDEX "vendas_plano_nome_idx" ON "vendas_plano" USING btree ("id_empresa", lower("nome"));
--> statement-breakpoint
DROP INDEX IF EXISTS "vendas_bloqueio_valor_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_bloqueio_valor_idx" ON "vendas_bloqueio" USING btree (lower("valor"));
--> statement-breakpoint
CREATE INDEX "vendas_bloqueio_busca_idx" ON "vendas_bloqueio" USING btree ("tipo", "valor") WHERE "ativo";
