-- Edit history and updated_at of the roulette's campaigns, themes and prizes; spins and raffle winners are their own record.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['site_roleta_campanhas', 'site_roleta_configuracao_tema', 'site_roleta_premios'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
