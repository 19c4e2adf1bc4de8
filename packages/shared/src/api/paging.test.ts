import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { searchBody, talentBankBody } from '../careers/careers.schemas';
import { deliveriesBody } from '../communication-dispatch/communication-dispatch.schemas';
import { conteudoFiltroBody } from '../content/content.schemas';
import { employeesQuery } from '../employees/employees.schemas';
import { historyBody } from '../history/history.schemas';
import { leadImportListBody, participantListBody } from '../lead-imports/lead-imports.schemas';
import { leadListBody } from '../leads/leads.schemas';
import { onboardingFiltroBody } from '../onboarding/onboarding.schemas';
import { relatorioBody } from '../onboarding-report/onboarding-report.schemas';
import { outboxQuery } from '../outbox/outbox.schemas';
import { trilhaFiltroBody } from '../trail/trail.schemas';
import { adminUsersQuery } from '../users/users.schemas';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES } from './paging';

/** A paged list call: its schema, a request without paging, and where the paging goes (top level or `filtro`). */
type PagedList = { schema: z.ZodType; base: Record<string, unknown>; inFilter?: boolean; query?: boolean };

const PAGED_LISTS: Record<string, PagedList> = {
  history: { schema: historyBody, base: { tabelas: 'rh_departamento', id_item: 1 } },
  users: { schema: adminUsersQuery, base: {}, query: true },
  employees: { schema: employeesQuery, base: {}, query: true },
  'careers search': { schema: searchBody, base: { q: 'técnico' } },
  'talent bank': { schema: talentBankBody, base: {} },
  outbox: { schema: outboxQuery, base: {}, query: true },
  'lead imports': { schema: leadImportListBody, base: {} },
  'lead import lines': { schema: participantListBody, base: { filtro: { id_importacao_evento: 1 } } },
  leads: { schema: leadListBody, base: {}, inFilter: true },
  deliveries: { schema: deliveriesBody, base: {}, inFilter: true },
  contents: { schema: conteudoFiltroBody, base: {} },
  trails: { schema: trilhaFiltroBody, base: {} },
  onboardings: { schema: onboardingFiltroBody, base: {} },
  'onboarding report': { schema: relatorioBody, base: {}, inFilter: true },
};

function request(list: PagedList, limit: number | undefined) {
  const paging = limit === undefined ? {} : { limit: list.query ? String(limit) : limit };
  if (!list.inFilter) return { ...list.base, ...paging };
  return { ...list.base, filtro: { ...(list.base.filtro as object), ...paging } };
}

const limitOf = (list: PagedList, parsed: unknown) => {
  const out = parsed as { limit?: number; filtro?: { limit?: number } };
  return list.inFilter ? out.filtro?.limit : out.limit;
};

describe('paging: one page size limit for every paged list', () => {
  it('offers page sizes the paged calls accept, the first the default', () => {
    expect(PAGE_SIZES[0]).toBe(DEFAULT_PAGE_SIZE);
    expect(Math.max(...PAGE_SIZES)).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  for (const [name, list] of Object.entries(PAGED_LISTS)) {
    it(`${name}: accepts every page size the tables offer and up to MAX_PAGE_SIZE rows, no more`, () => {
      for (const size of [1, ...PAGE_SIZES, MAX_PAGE_SIZE]) {
        const parsed = list.schema.safeParse(request(list, size));
        expect(parsed.success, `${name} limit ${size}`).toBe(true);
        expect(limitOf(list, parsed.data)).toBe(size);
      }
      for (const size of [0, MAX_PAGE_SIZE + 1]) {
        expect(list.schema.safeParse(request(list, size)).success, `${name} limit ${size}`).toBe(false);
      }
    });
  }

  it('asks a default page where the call names none: the tables’ first size, the history a whole page', () => {
    for (const [name, list] of Object.entries(PAGED_LISTS)) {
      const expected = name === 'history' ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE;
      expect(limitOf(list, list.schema.parse(request(list, undefined))), name).toBe(expected);
    }
  });
});
