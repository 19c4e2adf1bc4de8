ALTER TABLE "auth_identidade" ADD COLUMN "sessoes_revogadas_em" timestamp with time zone;--> statement-breakpoint
-- Sign-in state changes are announced on channel 'identidade' with the identity id, so that every
-- instance drops what it keeps in memory of that identity, whichever write path made the change.
CREATE OR REPLACE FUNCTION auth_identidade_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('identidade', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_identidade_notify AFTER UPDATE OF habilitado, sessoes_revogadas_em OR DELETE ON auth_identidade
  FOR EACH ROW EXECUTE FUNCTION auth_identidade_notify();
