-- The role sets live in link tables (rh_perfil_role, rh_usuario_role, rh_usuario_perfil); their parent
-- rows keep a sorted copy (rh_perfil.roles, rh_usuario.roles, rh_usuario.perfis) refreshed by the
-- database when a transaction that changed the links commits, so that the audit trigger of the parent
-- records one edit per change, whoever writes the links.
CREATE OR REPLACE FUNCTION rh_perfil_roles_refresh() RETURNS trigger AS $$
DECLARE pid integer := COALESCE(NEW.id_perfil, OLD.id_perfil);
DECLARE now_roles text[];
BEGIN
  SELECT COALESCE(array_agg(role ORDER BY role), '{}') INTO now_roles FROM rh_perfil_role WHERE id_perfil = pid;
  UPDATE rh_perfil SET roles = now_roles WHERE id = pid AND roles IS DISTINCT FROM now_roles;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rh_perfil_role_refresh AFTER INSERT OR DELETE ON rh_perfil_role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rh_perfil_roles_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rh_usuario_roles_refresh() RETURNS trigger AS $$
DECLARE uid integer := COALESCE(NEW.id_usuario, OLD.id_usuario);
DECLARE now_roles text[];
BEGIN
  SELECT COALESCE(array_agg(role ORDER BY role), '{}') INTO now_roles FROM rh_usuario_role WHERE id_usuario = uid;
  UPDATE rh_usuario SET roles = now_roles WHERE id = uid AND roles IS DISTINCT FROM now_roles;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rh_usuario_role_refresh AFTER INSERT OR DELETE ON rh_usuario_role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rh_usuario_roles_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rh_usuario_perfis_refresh() RETURNS trigger AS $$
DECLARE uid integer := COALESCE(NEW.id_usuario, OLD.id_usuario);
DECLARE now_names text[];
BEGIN
  SELECT COALESCE(array_agg(p.nome ORDER BY p.nome), '{}') INTO now_names
    FROM rh_usuario_perfil up JOIN rh_perfil p ON p.id = up.id_perfil WHERE up.id_usuario = uid;
  UPDATE rh_usuario SET perfis = now_names WHERE id = uid AND perfis IS DISTINCT FROM now_names;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rh_usuario_perfil_refresh AFTER INSERT OR DELETE ON rh_usuario_perfil
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rh_usuario_perfis_refresh();
--> statement-breakpoint
UPDATE rh_perfil p SET roles = r.roles
  FROM (SELECT id_perfil, array_agg(role ORDER BY role) AS roles FROM rh_perfil_role GROUP BY id_perfil) r
  WHERE r.id_perfil = p.id;
--> statement-breakpoint
UPDATE rh_usuario u SET perfis = n.nomes
  FROM (SELECT up.id_usuario, array_agg(p.nome ORDER BY p.nome) AS nomes FROM rh_usuario_perfil up JOIN rh_perfil p ON p.id = up.id_perfil GROUP BY up.id_usuario) n
  WHERE n.id_usuario = u.id;
