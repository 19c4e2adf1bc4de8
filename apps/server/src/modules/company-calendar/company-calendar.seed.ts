import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { citiesOfState } from '@intranet/shared/cities/cities';
import { foldText } from '@intranet/shared/format/text';
import { withActor } from '../../db/client';
import { departamento, usuario } from '../../db/schema';
import type { ModuleSeed } from '../../db/seed/seed-context';

/** Where each company's people live (their holidays) and their e-mail domain. */
const COMPANY_PLACES: Record<string, { uf: string; city: string; domain: string; ddd: string }> = {
  Bitcom: { uf: 'MG', city: 'Belo Horizonte', domain: 'bitcom.intranet', ddd: '31' },
  RazãoInfo: { uf: 'MG', city: 'Uberlândia', domain: 'razaoinfo.intranet', ddd: '34' },
  Vetorial: { uf: 'MT', city: 'Cuiabá', domain: 'vetorial.intranet', ddd: '65' },
};

const cityId = (uf: string, label: string) => Number(citiesOfState(uf).find((c) => c.label === label)!.ID);

/**
 * The directory's and the calendar's demo data: every demo employee gets what is missing of a city
 * (their holidays), a corporate e-mail, an extension and a work phone; the new employee a birthday a few
 * days from now; each department of the three companies a head. One colleague hides their birthday.
 */
export const seedCompanyCalendar: ModuleSeed = async (db, { org, accounts }) => {
  const companyName = new Map(org.companies.map((c) => [c.id, c.nome]));
  await withActor(db, accounts.admin.usuarioId, async (tx) => {
    const people = await tx
      .select({
        id: usuario.id,
        nome: usuario.nome,
        sobrenome: usuario.sobrenome,
        id_empresa: usuario.id_empresa,
        id_cidade: usuario.id_cidade,
        email_corp: usuario.email_corp,
        ramal: usuario.ramal,
        telefone_comercial: usuario.telefone_comercial,
      })
      .from(usuario)
      .where(and(eq(usuario.funcionario, true), sql`${usuario.id_empresa} is not null`))
      .orderBy(usuario.id);
    for (const [n, p] of people.entries()) {
      const place = COMPANY_PLACES[companyName.get(p.id_empresa!) ?? ''];
      if (!place) continue;
      const local = foldText(`${p.nome ?? ''} ${p.sobrenome ?? ''}`)
        .replace(/[^a-z0-9]+/g, '.')
        .replace(/^\.|\.$/g, '');
      await tx
        .update(usuario)
        .set({
          id_cidade: p.id_cidade ?? cityId(place.uf, place.city),
          email_corp: p.email_corp ?? `${local}.${p.id}@${place.domain}`,
          ramal: p.ramal ?? String(2100 + n),
          telefone_comercial: p.telefone_comercial ?? `${place.ddd}3${String(3210000 + n * 17).padStart(7, '0')}`,
        })
        .where(eq(usuario.id, p.id));
    }

    // The new employee's birthday falls in the coming days (day and month only matter).
    const soon = dayFromToday(5).slice(5);
    await tx
      .update(usuario)
      .set({ data_nascimento: `1999-${soon === '02-29' ? '02-28' : soon}` })
      .where(and(eq(usuario.id, accounts.novo.usuarioId), isNull(usuario.data_nascimento)));

    // One colleague chose not to show their birthday.
    if (org.employeeIds.length > 3)
      await tx.update(usuario).set({ ocultar_aniversario: true }).where(eq(usuario.id, org.employeeIds[3]));

    // Heads of department: the demo accounts where they work, otherwise the department's first person.
    const heads = new Map<number, number>();
    const deps = org.departments.get('Bitcom')!;
    heads.set(deps.get('Recursos Humanos')!, accounts.rhGestor.usuarioId);
    heads.set(deps.get('Marketing')!, accounts.marketing.usuarioId);
    heads.set(deps.get('Tecnologia')!, accounts.admin.usuarioId);
    const allDeps = [...org.departments.values()].flatMap((byName) => [...byName.values()]);
    const firsts = await tx
      .select({ id_departamento: usuario.id_departamento, id: sql<number>`min(${usuario.id})` })
      .from(usuario)
      .where(and(inArray(usuario.id_departamento, allDeps), eq(usuario.funcionario, true)))
      .groupBy(usuario.id_departamento);
    for (const f of firsts)
      if (f.id_departamento !== null && !heads.has(f.id_departamento)) heads.set(f.id_departamento, f.id);
    for (const [dep, head] of heads)
      await tx
        .update(departamento)
        .set({ id_funcionario: head })
        .where(and(eq(departamento.id, dep), isNull(departamento.id_funcionario)));
  });
};
