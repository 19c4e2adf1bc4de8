import { sql } from 'drizzle-orm';
import { addDays, today } from '@intranet/shared/calendar/days';
import type { Db } from '../../db/client';
import { type ModuleSeedContext, scaled } from '../../db/seed/seed-context';

/**
 * The fleet's demo (docs/fleet.md), written set-based at the seed's scale: rental companies, vehicles
 * (a fifth rented, a quarter with old plates), drivers among the employees with a CNH (some expired,
 * some expiring), three months of finished uses without overlaps, maintenance over a year with costs,
 * planned preventive maintenance, incidents, fines on the uses with their drivers, pending requests
 * and upcoming rides. The employee demo account drives, so the journeys can ask for a car.
 */
export async function seedFleet(db: Db, ctx: ModuleSeedContext): Promise<void> {
  const day = today();
  const vehicles = scaled(ctx, 60);
  const drivers = scaled(ctx, 120);
  const uses = scaled(ctx, 1500);
  const repairs = scaled(ctx, 400);
  const incidents = scaled(ctx, 80);
  const fines = scaled(ctx, 60);
  const rides = scaled(ctx, 40);
  const colaborador = ctx.accounts.colaborador.usuarioId;

  await db.execute(sql`INSERT INTO frota_locadora (nome, cnpj, telefone) VALUES
    ('Localiza Frotas', '16.670.085/0001-55', '3132477000'),
    ('Movida Empresas', '21.314.559/0001-66', '1140046000'),
    ('Unidas Frotas', '04.437.534/0001-30', '3135145000')`);

  await db.execute(sql`
    INSERT INTO frota_veiculo (placa, modelo, marca, ano, id_empresa, cidade, propriedade, id_locadora, contrato,
      valor_mensal, devolucao_em, odometro, status)
    SELECT
      CASE WHEN i % 4 = 0 THEN 'G' || chr(65 + (i / 26) % 26) || chr(65 + i % 26) || lpad((1000 + i)::text, 4, '0')
           ELSE 'Q' || chr(65 + (i / 676) % 26) || chr(65 + (i / 26) % 26) || (i % 10)::text || chr(65 + i % 26)
                || lpad(((i * 7) % 100)::text, 2, '0') END,
      (ARRAY['Strada', 'Saveiro', 'Fiorino', 'Onix', 'HB20', 'Hilux', 'Kwid', 'Montana'])[1 + i % 8],
      (ARRAY['Fiat', 'Volkswagen', 'Fiat', 'Chevrolet', 'Hyundai', 'Toyota', 'Renault', 'Chevrolet'])[1 + i % 8],
      2018 + i % 8,
      e.ids[1 + i % array_length(e.ids, 1)],
      (ARRAY['Belo Horizonte', 'Contagem', 'Betim', 'Sete Lagoas', 'Divinópolis', 'Ipatinga'])[1 + i % 6],
      CASE WHEN i % 5 = 0 THEN 'alugado' ELSE 'proprio' END,
      CASE WHEN i % 5 = 0 THEN (SELECT id FROM frota_locadora ORDER BY id OFFSET (i / 5) % 3 LIMIT 1) END,
      CASE WHEN i % 5 = 0 THEN 'CT-' || (2026000 + i)::text ELSE '' END,
      CASE WHEN i % 5 = 0 THEN 2400 + (i % 7) * 150 END,
      CASE WHEN i % 5 = 0 THEN ${day}::date + (3 + (i * 11) % 200) END,
      12000 + (i * 7919) % 90000,
      CASE WHEN i % 23 = 7 THEN 'manutencao' ELSE 'disponivel' END
    FROM generate_series(0, ${vehicles - 1}) AS i,
      (SELECT array_agg(id ORDER BY id) AS ids FROM rh_empresa) AS e`);

  // The employee demo account drives a car (category B, valid two more years).
  await db.execute(sql`UPDATE rh_usuario SET cnh_categoria = 'B', cnh_numero = coalesce(cnh_numero, '04170099881')
    WHERE id = ${colaborador} AND (cnh_categoria IS NULL OR cnh_categoria = 'Não Possui' OR cnh_numero IS NULL)`);
  await db.execute(
    sql`INSERT INTO frota_motorista (id_usuario, cnh_validade) VALUES (${colaborador}, ${addDays(day, 730)})`,
  );
  // Field employees without a CNH on their profile get one (the demo accounts keep theirs as they are).
  const accountIds = Object.values(ctx.accounts).map((a) => a.usuarioId);
  await db.execute(sql`
    UPDATE rh_usuario u SET cnh_categoria = (ARRAY['B', 'AB', 'B', 'D'])[1 + u.id % 4],
      cnh_numero = '07' || lpad((u.id * 7919 % 1000000000)::text, 9, '0')
    FROM (SELECT id FROM rh_usuario
          WHERE funcionario AND ativo AND (cnh_numero IS NULL OR cnh_categoria IS NULL OR cnh_categoria = 'Não Possui')
            AND id % 3 = 0 AND id NOT IN (${sql.join(
              accountIds.map((id) => sql`${id}`),
              sql`, `,
            )})
          ORDER BY id LIMIT ${drivers}) x
    WHERE u.id = x.id`);
  // One driver in eight with an expired CNH, one in eight expiring within the month, the others valid.
  await db.execute(sql`
    INSERT INTO frota_motorista (id_usuario, cnh_validade, ativo)
    SELECT id, ${day}::date + CASE n % 8 WHEN 0 THEN -(5 + n % 40) WHEN 1 THEN 3 + n % 25 ELSE 60 + (n * 37) % 900 END,
      n % 29 <> 0
    FROM (SELECT u.id, (row_number() OVER (ORDER BY u.id))::int AS n FROM rh_usuario u
          WHERE u.funcionario AND u.ativo AND u.cnh_numero IS NOT NULL AND u.cnh_categoria IS NOT NULL
            AND u.cnh_categoria <> 'Não Possui' AND u.id <> ${colaborador}
          ORDER BY u.id LIMIT ${drivers}) d`);

  // Finished uses: vehicle i % n on the (i / n + 1)th day back, 08:00 to 17:00 in São Paulo.
  await db.execute(sql`
    WITH v AS (SELECT array_agg(id ORDER BY id) AS ids FROM frota_veiculo),
         d AS (SELECT array_agg(id_usuario ORDER BY id_usuario) AS ids FROM frota_motorista WHERE ativo)
    INSERT INTO frota_solicitacao (id_solicitante, id_veiculo, id_motorista, inicio, fim, finalidade, destino, status,
      decidido_em, retirada_em, odometro_saida, devolvida_em, odometro_chegada)
    SELECT m, vid, m, ini, ini + interval '9 hours',
      (ARRAY['Instalação de clientes', 'Manutenção de rede', 'Visita técnica', 'Vistoria de poste', 'Entrega de equipamentos'])[1 + i % 5],
      (ARRAY['Contagem', 'Betim', 'Nova Lima', 'Sabará', 'Santa Luzia', 'Ribeirão das Neves'])[1 + i % 6],
      'concluida', ini - interval '1 day', ini + interval '10 minutes', 0, ini + interval '8 hours 40 minutes', 20 + (i * 13) % 180
    FROM v, d, generate_series(0, ${uses - 1}) AS i,
      LATERAL (SELECT v.ids[1 + i % array_length(v.ids, 1)] AS vid, d.ids[1 + (i * 13) % array_length(d.ids, 1)] AS m,
        ((${day}::date - (1 + i / array_length(v.ids, 1))) + time '08:00') AT TIME ZONE 'America/Sao_Paulo' AS ini) AS x`);
  await db.execute(sql`
    UPDATE frota_solicitacao s SET odometro_saida = greatest(0, v.odometro - 200 * (${day}::date - s.inicio::date)),
      odometro_chegada = greatest(0, v.odometro - 200 * (${day}::date - s.inicio::date)) + s.odometro_chegada
    FROM frota_veiculo v WHERE v.id = s.id_veiculo AND s.status = 'concluida'`);

  // Waiting for a decision, and a few refused.
  await db.execute(sql`
    INSERT INTO frota_solicitacao (id_solicitante, inicio, fim, finalidade, destino, status, motivo_recusa, decidido_em)
    SELECT u.id, ((${day}::date + (2 + n % 12)) + time '08:00') AT TIME ZONE 'America/Sao_Paulo',
      ((${day}::date + (2 + n % 12)) + time '18:00') AT TIME ZONE 'America/Sao_Paulo',
      (ARRAY['Treinamento em outra unidade', 'Atendimento a cliente corporativo', 'Reunião com fornecedor'])[1 + n % 3],
      (ARRAY['Sete Lagoas', 'Divinópolis', 'Ipatinga'])[1 + n % 3],
      CASE WHEN n % 4 = 3 THEN 'recusada' ELSE 'pendente' END,
      CASE WHEN n % 4 = 3 THEN 'Sem veículo disponível no período.' END,
      CASE WHEN n % 4 = 3 THEN now() END
    FROM (SELECT id_usuario AS id, (row_number() OVER (ORDER BY id_usuario))::int AS n FROM frota_motorista WHERE ativo LIMIT ${scaled(ctx, 16)}) u`);

  // Done maintenance over the last year, with workshop, parts and cost.
  await db.execute(sql`
    WITH v AS (SELECT array_agg(id ORDER BY id) AS ids FROM frota_veiculo)
    INSERT INTO frota_manutencao (id_veiculo, tipo, status, descricao, realizada_em, odometro, oficina, pecas, custo)
    SELECT v.ids[1 + (i * 7) % array_length(v.ids, 1)], CASE WHEN i % 3 = 0 THEN 'corretiva' ELSE 'preventiva' END, 'realizada',
      (ARRAY['Troca de óleo e filtros', 'Alinhamento e balanceamento', 'Pastilhas de freio', 'Revisão dos 20.000 km', 'Troca de pneus', 'Embreagem'])[1 + i % 6],
      ${day}::date - (1 + (i * 17) % 360), 10000 + (i * 331) % 80000,
      (ARRAY['Oficina Central', 'Auto Center Contagem', 'Mecânica Betim', 'Concessionária'])[1 + i % 4],
      (ARRAY['Óleo 5W30, filtro de óleo e de ar', '', 'Jogo de pastilhas dianteiras', 'Kit de revisão', '4 pneus 175/70 R14', 'Kit de embreagem'])[1 + i % 6],
      (ARRAY[280, 120, 390, 850, 1600, 1900])[1 + i % 6] + (i % 9) * 15
    FROM v, generate_series(0, ${repairs - 1}) AS i`);
  // One planned preventive maintenance per vehicle, by km or by day.
  await db.execute(sql`
    INSERT INTO frota_manutencao (id_veiculo, tipo, status, descricao, previsto_km, previsto_data)
    SELECT id, 'preventiva', 'agendada', 'Revisão periódica',
      CASE WHEN id % 2 = 0 THEN odometro + 300 + (id * 977) % 6000 END,
      CASE WHEN id % 2 = 1 THEN ${day}::date + (id * 13) % 90 END
    FROM frota_veiculo`);

  // Incidents on finished uses, with the driver of the moment.
  await db.execute(sql`
    INSERT INTO frota_incidente (id_veiculo, tipo, ocorrido_em, descricao, local, id_motorista, id_registrante, status)
    SELECT s.id_veiculo, (ARRAY['avaria', 'pane', 'acidente'])[1 + s.n % 3], s.inicio + interval '3 hours',
      (ARRAY['Retrovisor quebrado em manobra', 'Pane elétrica, carro não ligou', 'Colisão leve na traseira em semáforo'])[1 + s.n % 3],
      (ARRAY['Rua da Bahia', 'BR-381, km 450', 'Av. João César de Oliveira'])[1 + s.n % 3],
      s.id_motorista, s.id_motorista, CASE WHEN s.n % 3 = 0 THEN 'aberto' ELSE 'resolvido' END
    FROM (SELECT *, (row_number() OVER (ORDER BY id))::int AS n FROM frota_solicitacao WHERE status = 'concluida' AND id % 17 = 3
          LIMIT ${incidents}) s`);

  // Fines on finished uses: the driver is the one who had the car then.
  await db.execute(sql`
    INSERT INTO frota_multa (id_veiculo, ocorrida_em, codigo_infracao, descricao_infracao, local, valor, pontos, vencimento,
      prazo_identificacao, id_motorista, id_solicitacao, status, identificado_em)
    SELECT s.id_veiculo, s.inicio + interval '2 hours 15 minutes',
      (ARRAY['745-50', '746-30', '518-51', '573-80', '605-01'])[1 + s.n % 5],
      (ARRAY['Transitar em velocidade superior à máxima permitida em até 20%', 'Transitar em velocidade superior à máxima permitida em mais de 20% até 50%',
             'Estacionar em local proibido pela sinalização', 'Dirigir utilizando-se de telefone celular', 'Avançar o sinal vermelho do semáforo'])[1 + s.n % 5],
      (ARRAY['Av. Amazonas, 1200', 'Anel Rodoviário, km 12', 'Rua Espírito Santo, 500', 'Av. Cristiano Machado, 3000'])[1 + s.n % 4],
      (ARRAY[130.16, 195.23, 195.23, 293.47, 293.47])[1 + s.n % 5], (ARRAY[4, 5, 5, 7, 7])[1 + s.n % 5],
      s.inicio::date + 60, s.inicio::date + 35, s.id_motorista, s.id,
      CASE WHEN s.n % 3 = 0 THEN 'pendente' WHEN s.n % 3 = 1 THEN 'identificado' ELSE 'pago' END,
      CASE WHEN s.n % 3 <> 0 THEN s.inicio + interval '20 days' END
    FROM (SELECT *, (row_number() OVER (ORDER BY id))::int AS n FROM frota_solicitacao WHERE status = 'concluida' AND id % 23 = 5
          LIMIT ${fines}) s`);

  // Upcoming rides between the cities the teams cover.
  await db.execute(sql`
    INSERT INTO frota_carona (id_motorista, origem, destino, data, horario, vagas, observacao)
    SELECT d.ids[1 + (i * 7) % array_length(d.ids, 1)],
      (ARRAY['Belo Horizonte', 'Contagem', 'Betim', 'Sete Lagoas'])[1 + i % 4],
      (ARRAY['Sete Lagoas', 'Divinópolis', 'Belo Horizonte', 'Ipatinga', 'Contagem'])[1 + (i * 3) % 5],
      ${day}::date + (i % 20), (ARRAY['06:30', '07:00', '07:45', '12:30', '17:30', '18:00'])[1 + i % 6], 1 + i % 4,
      (ARRAY['Saio da sede.', 'Posso buscar no caminho.', '', 'Volto no mesmo dia.'])[1 + i % 4]
    FROM generate_series(0, ${rides - 1}) AS i, (SELECT array_agg(id_usuario ORDER BY id_usuario) AS ids FROM frota_motorista) d`);
}
