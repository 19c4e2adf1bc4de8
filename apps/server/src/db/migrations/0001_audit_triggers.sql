-- Edit history: every INSERT and every UPDATE that changes more than timestamps is written to
-- rh_logs_rh with the acting user taken from the transaction setting app.user_id.
CREATE OR REPLACE FUNCTION rh_audit_row() RETURNS trigger AS $$
DECLARE
  actor text := NULLIF(current_setting('app.user_id', true), '');
  old_row jsonb;
  new_row jsonb := to_jsonb(NEW);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    old_row := to_jsonb(OLD);
    IF (old_row - 'created_at' - 'updated_at') = (new_row - 'created_at' - 'updated_at') THEN
      RETURN NEW;
    END IF;
  END IF;
  INSERT INTO rh_logs_rh (tabela, id_item, operacao, old_data, new_data, id_usuario)
  VALUES (TG_TABLE_NAME, new_row->>'id', TG_OP, old_row, new_row, actor::integer);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
  IF to_jsonb(NEW) - 'updated_at' IS DISTINCT FROM to_jsonb(OLD) - 'updated_at' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'rh_empresa', 'rh_cidade_provedor', 'rh_departamento', 'rh_setor', 'rh_cargo', 'rh_usuario',
    'rh_perfil', 'rh_vaga', 'vendas_campanha', 'vendas_canal', 'rh_conteudo', 'rh_trilha', 'rh_onboarding'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rh_audit_row()', t || '_audit', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Live notifications: each delivery is announced on channel 'notificacao' with the user id.
CREATE OR REPLACE FUNCTION notificacao_usuario_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('notificacao', json_build_object('id_usuario', NEW.id_usuario, 'id_mensagem', NEW.id_mensagem)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notificacao_usuario_notify AFTER INSERT ON notificacao_usuario
  FOR EACH ROW EXECUTE FUNCTION notificacao_usuario_notify();
