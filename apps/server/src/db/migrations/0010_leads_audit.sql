-- Edit history and updated_at of the lead tables; the click log is append-only.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vendas_destino', 'vendas_tracking_url', 'vendas_lead', 'vendas_campanha_resultado', 'vendas_lead_participante'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['vendas_destino', 'vendas_tracking_url', 'vendas_lead', 'vendas_campanha_resultado', 'vendas_lead_participante', 'vendas_lead_importacao'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
