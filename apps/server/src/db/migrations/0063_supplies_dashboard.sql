-- Supplies dashboard summaries (docs/supplies.md, "The dashboard"): units per kind of place and product, and
-- moves per month and kind with the maintenance stays that ended in that month, kept by the row triggers so
-- the dashboard reads a few hundred rows instead of a year of moves.
CREATE TABLE "suprimentos_saldo" (
	"tipo_local" text NOT NULL,
	"id_produto" integer NOT NULL REFERENCES "suprimentos_produto"("id"),
	"unidades" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "suprimentos_saldo_pk" PRIMARY KEY ("tipo_local", "id_produto")
);
--> statement-breakpoint
CREATE TABLE "suprimentos_movimento_mes" (
	"mes" date NOT NULL,
	"tipo" text NOT NULL,
	"unidades" integer DEFAULT 0 NOT NULL,
	"manutencao_saidas" integer DEFAULT 0 NOT NULL,
	"manutencao_dias" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "suprimentos_movimento_mes_pk" PRIMARY KEY ("mes", "tipo")
);
--> statement-breakpoint
-- The customers whose units are overdue: cancelled contracts by cancellation date.
CREATE INDEX "cliente_contrato_cancelado_idx" ON "cliente_contrato" USING btree ("data_cancelamento", "id") WHERE "status" = 'cancelado';
--> statement-breakpoint
-- A unit created, moved (its place changes only through a move) or removed moves its count between kinds of place.
CREATE OR REPLACE FUNCTION suprimentos_saldo_aplica() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE suprimentos_saldo s SET unidades = s.unidades - 1
      FROM suprimentos_local l
      WHERE l.id = OLD.id_local AND s.tipo_local = l.tipo AND s.id_produto = OLD.id_produto;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO suprimentos_saldo (tipo_local, id_produto, unidades)
      SELECT l.tipo, NEW.id_produto, 1 FROM suprimentos_local l WHERE l.id = NEW.id_local
      ON CONFLICT (tipo_local, id_produto) DO UPDATE SET unidades = suprimentos_saldo.unidades + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suprimentos_saldo_insere AFTER INSERT OR DELETE ON suprimentos_unidade FOR EACH ROW EXECUTE FUNCTION suprimentos_saldo_aplica();
--> statement-breakpoint
CREATE TRIGGER suprimentos_saldo_muda AFTER UPDATE OF id_local, id_produto ON suprimentos_unidade FOR EACH ROW
	WHEN (OLD.id_local IS DISTINCT FROM NEW.id_local OR OLD.id_produto IS DISTINCT FROM NEW.id_produto)
	EXECUTE FUNCTION suprimentos_saldo_aplica();
--> statement-breakpoint
-- Each move counts in its month (São Paulo time) and kind; a move out of maintenance adds the stay it ends.
CREATE OR REPLACE FUNCTION suprimentos_movimento_mes_aplica() RETURNS trigger AS $$
DECLARE
  entrou timestamptz;
BEGIN
  IF NEW.de_local IS NOT NULL AND EXISTS (SELECT 1 FROM suprimentos_local WHERE id = NEW.de_local AND tipo = 'manutencao') THEN
    SELECT x.criado_em INTO entrou FROM suprimentos_movimento x
      WHERE x.id_unidade = NEW.id_unidade AND x.id < NEW.id ORDER BY x.id DESC LIMIT 1;
  END IF;
  INSERT INTO suprimentos_movimento_mes (mes, tipo, unidades, manutencao_saidas, manutencao_dias)
    VALUES (date_trunc('month', NEW.criado_em AT TIME ZONE 'America/Sao_Paulo')::date, NEW.tipo, 1,
      CASE WHEN entrou IS NULL THEN 0 ELSE 1 END,
      coalesce(extract(epoch FROM NEW.criado_em - entrou) / 86400, 0))
    ON CONFLICT (mes, tipo) DO UPDATE SET
      unidades = suprimentos_movimento_mes.unidades + 1,
      manutencao_saidas = suprimentos_movimento_mes.manutencao_saidas + EXCLUDED.manutencao_saidas,
      manutencao_dias = suprimentos_movimento_mes.manutencao_dias + EXCLUDED.manutencao_dias;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suprimentos_movimento_mes AFTER INSERT ON suprimentos_movimento FOR EACH ROW EXECUTE FUNCTION suprimentos_movimento_mes_aplica();
--> statement-breakpoint
-- Both summaries again from the units and the moves, set-wise: after a bulk load written without the row
-- triggers (the demo seed, a restore).
CREATE OR REPLACE FUNCTION suprimentos_painel_recalcula() RETURNS void AS $$
BEGIN
  DELETE FROM suprimentos_saldo;
  INSERT INTO suprimentos_saldo (tipo_local, id_produto, unidades)
    SELECT l.tipo, u.id_produto, count(*) FROM suprimentos_unidade u JOIN suprimentos_local l ON l.id = u.id_local
    GROUP BY l.tipo, u.id_produto;
  DELETE FROM suprimentos_movimento_mes;
  INSERT INTO suprimentos_movimento_mes (mes, tipo, unidades, manutencao_saidas, manutencao_dias)
    SELECT date_trunc('month', m.criado_em AT TIME ZONE 'America/Sao_Paulo')::date, m.tipo, count(*),
      count(m.entrou), coalesce(sum(extract(epoch FROM m.criado_em - m.entrou) / 86400), 0)
    FROM (
      SELECT x.criado_em, x.tipo,
        CASE WHEN d.tipo = 'manutencao' THEN lag(x.criado_em) OVER (PARTITION BY x.id_unidade ORDER BY x.id) END AS entrou
      FROM suprimentos_movimento x LEFT JOIN suprimentos_local d ON d.id = x.de_local
    ) m
    GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT suprimentos_painel_recalcula();
