-- Deliveries are the communication scale's high-volume log (a shift writes one per customer and
-- channel). Their references to the customer, the rule and the campaign were foreign keys, whose check
-- on every row written (a share lock recorded on each customer's row) cost more than writing the
-- deliveries; the same outcomes are kept by statement triggers on the deletes instead: a deleted
-- customer takes their deliveries along, a deleted rule or campaign leaves them without it.
ALTER TABLE comunicacao_entrega DROP CONSTRAINT comunicacao_entrega_cliente_id_relacionamento_dados_pessoas_id_fk;
--> statement-breakpoint
ALTER TABLE comunicacao_entrega DROP CONSTRAINT comunicacao_entrega_regra_id_campanha_regras_id_fk;
--> statement-breakpoint
ALTER TABLE comunicacao_entrega DROP CONSTRAINT comunicacao_entrega_campanha_id_campanha_comunicacao_id_fk;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comunicacao_entrega_sem_cliente() RETURNS trigger AS $$
BEGIN
  DELETE FROM comunicacao_entrega e USING removidos r WHERE e.cliente_id = r.id;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER comunicacao_entrega_sem_cliente AFTER DELETE ON relacionamento_dados_pessoas
  REFERENCING OLD TABLE AS removidos FOR EACH STATEMENT EXECUTE FUNCTION comunicacao_entrega_sem_cliente();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comunicacao_entrega_sem_regra() RETURNS trigger AS $$
BEGIN
  UPDATE comunicacao_entrega e SET regra_id = NULL FROM removidos r WHERE e.regra_id = r.id;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER comunicacao_entrega_sem_regra AFTER DELETE ON campanha_regras
  REFERENCING OLD TABLE AS removidos FOR EACH STATEMENT EXECUTE FUNCTION comunicacao_entrega_sem_regra();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comunicacao_entrega_sem_campanha() RETURNS trigger AS $$
BEGIN
  UPDATE comunicacao_entrega e SET campanha_id = NULL FROM removidos r WHERE e.campanha_id = r.id;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER comunicacao_entrega_sem_campanha AFTER DELETE ON campanha_comunicacao
  REFERENCING OLD TABLE AS removidos FOR EACH STATEMENT EXECUTE FUNCTION comunicacao_entrega_sem_campanha();
