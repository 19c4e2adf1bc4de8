-- Edit history and updated_at of the administration record types.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rh_empresa_contratante', 'rh_microrregiao', 'rh_feriado', 'rh_categoria', 'rh_incidente_categoria', 'rh_incidente', 'regra_bloqueio'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
