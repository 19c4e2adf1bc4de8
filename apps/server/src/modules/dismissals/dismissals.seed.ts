import { desc, eq, inArray } from 'drizzle-orm';
import { addDays, dayFromToday } from '@intranet/shared/calendar/days';
import {
  checklistFor,
  drives,
  suggestedNotice,
  type DismissalType,
} from '@intranet/shared/dismissals/dismissals.rules';
import { type Db, withActor } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { desligamento, desligamentoTarefa, usuario } from '../../db/schema';
import * as repo from './dismissals.repository';

type DemoDismissal = {
  /** Days from today (negative: past). */
  day: number;
  tipo: DismissalType;
  motivo: string;
  entrevista?: string;
  /** How many tasks of the checklist are done, in order. */
  done: number;
  reverted?: string;
};

const DISMISSALS: readonly DemoDismissal[] = [
  {
    day: -520,
    tipo: 'pedido_demissao',
    motivo: 'Aceitou proposta de outra empresa do setor.',
    entrevista: 'Elogiou a equipe; saiu por salário e crescimento.',
    done: 8,
  },
  { day: -430, tipo: 'sem_justa_causa', motivo: 'Reestruturação do atendimento.', done: 8 },
  { day: -365, tipo: 'termino_contrato', motivo: 'Fim do contrato de experiência.', done: 8 },
  {
    day: -300,
    tipo: 'acordo',
    motivo: 'Acordo entre as partes (art. 484-A da CLT).',
    entrevista: 'Quer empreender; aberto a voltar como parceiro.',
    done: 7,
  },
  { day: -210, tipo: 'com_justa_causa', motivo: 'Abandono de emprego (art. 482, i, da CLT).', done: 6 },
  { day: -150, tipo: 'pedido_demissao', motivo: 'Mudança de cidade.', done: 8 },
  { day: -90, tipo: 'sem_justa_causa', motivo: 'Baixo desempenho após plano de melhoria.', done: 5 },
  {
    day: -40,
    tipo: 'pedido_demissao',
    motivo: 'Retorno aos estudos.',
    entrevista: 'Sugeriu horários mais flexíveis para quem estuda.',
    done: 4,
  },
  { day: -12, tipo: 'sem_justa_causa', motivo: 'Encerramento da operação de campo na região.', done: 3 },
  {
    day: -60,
    tipo: 'sem_justa_causa',
    motivo: 'Registrado por engano.',
    done: 1,
    reverted: 'Colaborador errado selecionado: era outra pessoa do mesmo setor.',
  },
  { day: 7, tipo: 'pedido_demissao', motivo: 'Aprovado em concurso público.', done: 2 },
];

/**
 * Dismissals of the last 18 months across the types (the dismissals report and the turnover chart read
 * them), one reverted and one scheduled for next week, each checklist partly done. People from the
 * organisation's seeded employees, never a demo account; the applied ones' records become inactive.
 */
export async function seedDismissals(db: Db, { org, accounts }: ModuleSeedContext): Promise<void> {
  const admin = accounts.admin.usuarioId;
  const people = await db
    .select({ id: usuario.id, admissao: usuario.data_admissao, cnh: usuario.cnh_numero })
    .from(usuario)
    .where(inArray(usuario.id, org.employeeIds))
    // From the last seeded employee back: the first ones are the colleagues the journeys meet (Ana Almeida's birthday).
    .orderBy(desc(usuario.id));
  const taken = new Set<number>();
  const today = dayFromToday(0);
  await withActor(db, admin, async (tx) => {
    for (const [index, d] of DISMISSALS.entries()) {
      const data = dayFromToday(d.day);
      // An employee not dismissed yet, spread over the list, admitted at least two months before the day.
      const person = people.find(
        (p, i) => i % 3 === index % 3 && !taken.has(p.id) && (!p.admissao || p.admissao <= addDays(data, -60)),
      );
      if (!person) continue;
      taken.add(person.id);
      const idUsuario = person.id;
      // Someone who drives now and then, so the vehicle task shows.
      const drivesCar = index % 3 === 0;
      if (drivesCar && !drives(person.cnh))
        await tx
          .update(usuario)
          .set({ cnh_categoria: 'B', cnh_numero: `0${String(4_170_000_000 + index * 7919)}` })
          .where(eq(usuario.id, idUsuario));
      const notice = suggestedNotice(d.tipo, person.admissao, data);
      const id = await repo.insert(tx, {
        id_usuario: idUsuario,
        id_registrado_por: accounts.rhGestor.usuarioId,
        data,
        tipo: d.tipo,
        motivo: d.motivo,
        entrevista: d.entrevista ?? '',
        ...notice,
      });
      const tasks = checklistFor(data, { drives: drivesCar || drives(person.cnh) });
      await repo.insertTasks(tx, id, tasks);
      const registered = new Date(`${d.day > 0 ? dayFromToday(-2) : addDays(data, -5)}T13:00:00Z`);
      await tx.update(desligamento).set({ created_at: registered }).where(eq(desligamento.id, id));
      const rows = await tx
        .select({ id: desligamentoTarefa.id, prazo: desligamentoTarefa.prazo })
        .from(desligamentoTarefa)
        .where(eq(desligamentoTarefa.id_desligamento, id))
        .orderBy(desligamentoTarefa.prioridade);
      for (const task of rows.slice(0, d.done))
        await tx
          .update(desligamentoTarefa)
          .set({
            // Done on its due day, or yesterday for a dismissal still ahead.
            concluida_em: new Date(`${task.prazo < today ? task.prazo : dayFromToday(-1)}T15:30:00Z`),
            id_concluida_por: accounts.rhSolicitante.usuarioId,
          })
          .where(eq(desligamentoTarefa.id, task.id));
      if (d.reverted) {
        await repo.markReverted(tx, id, {
          by: accounts.rhGestor.usuarioId,
          at: new Date(`${data}T18:00:00Z`),
          motivo: d.reverted,
        });
      } else if (d.day <= 0) {
        await tx
          .update(desligamento)
          .set({ status: 'aplicado', aplicado_em: new Date(`${data}T03:05:00Z`) })
          .where(eq(desligamento.id, id));
        await repo.setPersonActive(tx, idUsuario, false);
      }
    }
  });
}
