-- Keeps rh_usuario_onboarding_contagem in step with rh_usuario_onboarding, set-based: one
-- statement trigger per event reads the transition tables and adds or subtracts grouped counts.
CREATE OR REPLACE FUNCTION rh_usuario_onboarding_contagem_ins() RETURNS trigger AS $$
BEGIN
  INSERT INTO rh_usuario_onboarding_contagem AS c (id_onboarding, id_departamento, concluido, total)
  SELECT id_onboarding, coalesce(id_departamento, 0), concluido, count(*)::int FROM novas GROUP BY 1, 2, 3
  ON CONFLICT (id_onboarding, id_departamento, concluido) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rh_usuario_onboarding_contagem_del() RETURNS trigger AS $$
BEGIN
  UPDATE rh_usuario_onboarding_contagem c SET total = c.total - d.n
  FROM (SELECT id_onboarding, coalesce(id_departamento, 0) AS id_departamento, concluido, count(*)::int AS n FROM antigas GROUP BY 1, 2, 3) d
  WHERE c.id_onboarding = d.id_onboarding AND c.id_departamento = d.id_departamento AND c.concluido = d.concluido;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rh_usuario_onboarding_contagem_upd() RETURNS trigger AS $$
BEGIN
  -- Only rows whose key moved count: -1 on the old key, +1 on the new one, summed per key.
  INSERT INTO rh_usuario_onboarding_contagem AS c (id_onboarding, id_departamento, concluido, total)
  SELECT k.id_onboarding, k.id_departamento, k.concluido, sum(k.delta)::int FROM (
    SELECT a.id_onboarding, coalesce(a.id_departamento, 0) AS id_departamento, a.concluido, -1 AS delta, n.id_onboarding AS n_o, coalesce(n.id_departamento, 0) AS n_d, n.concluido AS n_c
    FROM antigas a JOIN novas n ON n.id = a.id
    UNION ALL
    SELECT n.id_onboarding, coalesce(n.id_departamento, 0), n.concluido, 1, a.id_onboarding, coalesce(a.id_departamento, 0), a.concluido
    FROM antigas a JOIN novas n ON n.id = a.id
  ) k
  WHERE (k.id_onboarding, k.id_departamento, k.concluido) IS DISTINCT FROM (k.n_o, k.n_d, k.n_c)
  GROUP BY 1, 2, 3
  HAVING sum(k.delta) <> 0
  ON CONFLICT (id_onboarding, id_departamento, concluido) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rh_usuario_onboarding_contagem_ins AFTER INSERT ON rh_usuario_onboarding
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION rh_usuario_onboarding_contagem_ins();
--> statement-breakpoint
CREATE TRIGGER rh_usuario_onboarding_contagem_del AFTER DELETE ON rh_usuario_onboarding
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION rh_usuario_onboarding_contagem_del();
--> statement-breakpoint
CREATE TRIGGER rh_usuario_onboarding_contagem_upd AFTER UPDATE ON rh_usuario_onboarding
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION rh_usuario_onboarding_contagem_upd();
--> statement-breakpoint
INSERT INTO rh_usuario_onboarding_contagem (id_onboarding, id_departamento, concluido, total)
SELECT id_onboarding, coalesce(id_departamento, 0), concluido, count(*)::int FROM rh_usuario_onboarding GROUP BY 1, 2, 3;
