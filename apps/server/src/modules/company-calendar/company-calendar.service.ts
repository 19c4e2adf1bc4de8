import { createHash, randomBytes } from 'node:crypto';
import { rolesCan } from '@intranet/shared/access/permissions';
import { addDays, dayAt, today } from '@intranet/shared/calendar/days';
import { cityById, stateById } from '@intranet/shared/cities/cities';
import { CALENDAR_FEED_PATH } from '@intranet/shared/company-calendar/company-calendar.contract';
import { COMPANY_CALENDAR_MSG as MSG } from '@intranet/shared/company-calendar/company-calendar.messages';
import { monthDaysBetween, yearlyDays, yearsBetween } from '@intranet/shared/company-calendar/company-calendar.rules';
import {
  CALENDAR_KINDS,
  type CalendarEvent,
  type CalendarKind,
  type CalendarSettings,
} from '@intranet/shared/company-calendar/company-calendar.schemas';
import type { Db } from '../../db/client';
import { withActor } from '../../db/client';
import { iso } from '../../db/sql';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { loadUserRoles } from '../../platform/auth/user-roles';
import * as repo from './company-calendar.repository';
import { icalendar } from './ical';

/** The feed holds the events of a year around today: half a year back, half a year ahead. */
export const FEED_DAYS_BEFORE = 182;
export const FEED_DAYS_AFTER = 183;

/** The kinds a person with these roles sees: HR's onboardings and marketing's events need their areas. */
export function kindsFor(roles: readonly string[]): CalendarKind[] {
  return CALENDAR_KINDS.filter(
    (kind) =>
      (kind !== 'onboarding' || rolesCan(roles, 'onboarding.list')) &&
      (kind !== 'evento_marketing' || rolesCan(roles, 'event.list')),
  );
}

const fullName = (r: { nome: string | null; sobrenome: string | null }) =>
  [r.nome, r.sobrenome].filter(Boolean).join(' ').trim();

function holidayDetail(h: repo.HolidayRow): string {
  if (h.tipo === 'Estadual' && h.uf) return MSG.holidayState(h.uf);
  if (h.tipo === 'Municipal' && h.municipio && h.uf) return MSG.holidayCity(h.municipio, h.uf);
  return MSG.holidayNational;
}

/**
 * A holiday's days in the span: every year when it recurs; otherwise only its first date on or after
 * the day it was registered (a one-off holiday is registered ahead of the date it names).
 */
function holidayDays(h: repo.HolidayRow, inicio: string, fim: string): string[] {
  if (h.recorrencia_anual) return yearlyDays(h.data, inicio, fim, false);
  const registered = dayAt(h.created_at instanceof Date ? h.created_at : new Date(h.created_at));
  const [first] = yearlyDays(h.data, registered, addDays(registered, 366), false);
  return first && first >= inicio && first <= fim ? [first] : [];
}

/** The place whose holidays a person sees: the state and city of their record (the static city lookup). */
function placeOf(viewer: repo.Viewer): { uf: string | null; city: string | null } {
  const city = viewer.id_cidade === null ? undefined : cityById(viewer.id_cidade);
  if (!city) return { uf: null, city: null };
  return { uf: stateById(city.Estado)?.uf ?? null, city: city.label };
}

const KIND_ORDER = new Map(CALENDAR_KINDS.map((kind, i) => [kind, i]));

/** Every event a person sees from `inicio` to `fim`, by day, kind and title. */
export async function eventsFor(
  db: Db,
  viewer: repo.Viewer,
  roles: readonly string[],
  inicio: string,
  fim: string,
): Promise<CalendarEvent[]> {
  const kinds = new Set(kindsFor(roles));
  const monthDays = monthDaysBetween(inicio, fim);
  const company = viewer.id_empresa;
  const [holidays, birthdays, admissions, starts, events] = await Promise.all([
    repo.holidaysOf(db, placeOf(viewer)),
    company === null ? [] : repo.colleagueDates(db, { id_empresa: company, column: 'data_nascimento', monthDays }),
    company === null ? [] : repo.colleagueDates(db, { id_empresa: company, column: 'data_admissao', monthDays }),
    kinds.has('onboarding')
      ? repo.onboardingStarts(db, {
          inicio,
          fim,
          id_departamento: rolesCan(roles, 'onboarding-report.allDepartments') ? undefined : viewer.id_departamento,
        })
      : [],
    kinds.has('evento_marketing') ? repo.marketingEvents(db, { inicio, fim }) : [],
  ]);

  const out: CalendarEvent[] = [];
  const oneDay = (e: Omit<CalendarEvent, 'data_fim'>) => out.push({ ...e, data_fim: e.data });
  for (const h of holidays) {
    for (const day of holidayDays(h, inicio, fim)) {
      oneDay({
        id: `feriado-${h.id}-${day}`,
        tipo: 'feriado',
        data: day,
        titulo: h.nome,
        detalhe: holidayDetail(h),
        id_pessoa: null,
      });
    }
  }
  // Day and month only: the year of birth is never part of an event.
  for (const p of birthdays) {
    for (const day of yearlyDays(p.dia, inicio, fim)) {
      const titulo = MSG.birthday(fullName(p));
      oneDay({
        id: `aniversario-${p.id}-${day.slice(0, 4)}`,
        tipo: 'aniversario',
        data: day,
        titulo,
        detalhe: null,
        id_pessoa: p.id,
      });
    }
  }
  for (const p of admissions) {
    for (const day of yearlyDays(p.dia, inicio, fim)) {
      const years = yearsBetween(p.dia, day);
      if (years < 1) continue;
      oneDay({
        id: `tempo_de_casa-${p.id}-${day.slice(0, 4)}`,
        tipo: 'tempo_de_casa',
        data: day,
        titulo: MSG.anniversary(fullName(p), years),
        detalhe: null,
        id_pessoa: p.id,
      });
    }
  }
  for (const s of starts) {
    oneDay({
      id: `onboarding-${s.id}`,
      tipo: 'onboarding',
      data: s.dia,
      titulo: MSG.onboarding(fullName(s)),
      detalhe: s.titulo,
      id_pessoa: s.id_usuario,
    });
  }
  for (const e of events) {
    out.push({
      id: `evento_marketing-${e.id}`,
      tipo: 'evento_marketing',
      data: e.inicio,
      data_fim: e.fim,
      titulo: e.evento,
      detalhe: e.local,
      id_pessoa: null,
    });
  }
  return out.sort(
    (a, b) =>
      a.data.localeCompare(b.data) ||
      KIND_ORDER.get(a.tipo)! - KIND_ORDER.get(b.tipo)! ||
      a.titulo.localeCompare(b.titulo, 'pt-BR'),
  );
}

async function viewerOf(db: Db, id: number): Promise<repo.Viewer> {
  const viewer = await repo.findViewer(db, id);
  if (!viewer) throw notFound();
  return viewer;
}

/** `GET /v1/calendario/eventos`. */
export async function listEvents({ db, actor }: OpContext, q: { inicio: string; fim: string }) {
  const viewer = await viewerOf(db, actor.userId);
  return { eventos: await eventsFor(db, viewer, actor.roles, q.inicio, q.fim), tipos: kindsFor(actor.roles) };
}

export async function readSettings({ db, actor }: OpContext): Promise<CalendarSettings> {
  const viewer = await viewerOf(db, actor.userId);
  const subscription = await repo.findSubscription(db, viewer.id);
  return {
    ocultar_aniversario: viewer.ocultar_aniversario,
    assinatura: subscription ? { criada_em: iso(subscription.created_at)! } : null,
  };
}

export async function saveSettings(ctx: OpContext, input: { ocultar_aniversario: boolean }) {
  const viewer = await viewerOf(ctx.db, ctx.actor.userId);
  await withActor(ctx.db, viewer.id, (tx) => repo.setHideBirthday(tx, viewer.id, input.ocultar_aniversario));
  return readSettings(ctx);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A feed secret: 32 random bytes, URL-safe (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's address, from the configured public URL (never a request's Host). */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/** Makes a new feed address; the previous one stops answering. The secret is returned only here. */
export async function subscribe({ db, actor }: OpContext, publicUrl: string) {
  const viewer = await viewerOf(db, actor.userId);
  const token = randomBytes(32).toString('base64url');
  const saved = await repo.saveSubscription(db, viewer.id, hashOf(token));
  const url = feedUrl(publicUrl, token);
  return { url, webcal: url.replace(/^https?:/, 'webcal:'), criada_em: iso(saved.created_at)! };
}

export async function revoke({ db, actor }: OpContext) {
  const viewer = await viewerOf(db, actor.userId);
  return { revogada: await repo.deleteSubscription(db, viewer.id) };
}

/**
 * The feed of `/cal/<file>`: `<token>.ics` of a current address of an active employee, with the
 * events their roles show today; null for anything else (the route answers 404).
 */
export async function feed(db: Db, file: string, publicUrl: string, now = new Date()): Promise<string | null> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!TOKEN.test(token)) return null;
  const owner = await repo.findFeedOwner(db, hashOf(token));
  if (!owner) return null;
  const roles = await loadUserRoles(db, owner.id);
  if (!rolesCan(roles, 'company-calendar.list')) return null;
  const day = today();
  const events = await eventsFor(db, owner, roles, addDays(day, -FEED_DAYS_BEFORE), addDays(day, FEED_DAYS_AFTER));
  return icalendar({ name: MSG.feedName, host: new URL(publicUrl).hostname, events, now });
}
