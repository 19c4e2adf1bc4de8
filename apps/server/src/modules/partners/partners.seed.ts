import { sql } from 'drizzle-orm';
import type { ModuleSeed } from '../../db/seed/seed-context';

/**
 * Demo partners: external sellers with no sign-in of their own (people records, not demo accounts),
 * alternately sellers and readers in sales, each selling for one provider. A handful of named people,
 * not bulk data: the same six at any DEMO_SCALE.
 */
export const seedPartners: ModuleSeed = async (db, ctx) => {
  const count = 6;
  const companies = ctx.org.companies.map((c) => c.id);
  if (companies.length === 0) return;
  await db.execute(sql`
    INSERT INTO rh_usuario (nome, sobrenome, email, funcionario, id_empresa)
    SELECT 'Parceiro', 'Comercial ' || lpad(n::text, 3, '0'), 'parceiro' || n || '@parceiros.example.com.br', true,
           (${sql.raw(`ARRAY[${companies.join(',')}]`)}::int[])[1 + n % ${companies.length}]
    FROM generate_series(1, ${count}) AS n
  `);
  await db.execute(sql`
    INSERT INTO rh_usuarios_empresas (id_usuario, id_empresa)
    SELECT id, id_empresa FROM rh_usuario WHERE email LIKE 'parceiro%@parceiros.example.com.br'
  `);
  await db.execute(sql`
    INSERT INTO rh_usuario_role (id_usuario, role)
    SELECT id, CASE WHEN id % 2 = 0 THEN 'vendas:solicitante' ELSE 'vendas:leitor' END
    FROM rh_usuario WHERE email LIKE 'parceiro%@parceiros.example.com.br'
  `);
};
