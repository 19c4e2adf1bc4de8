import { describe, expect, it } from 'vitest';
import { certificateInput, educationInput, experienceInput } from './resume.schemas';
import { RESUME_MSG } from './resume.messages';
import { certificateEndDay, dayOfMonthYear, endYearChoices, monthYearLabel, startYearChoices } from './resume.rules';
import { searchText, vacancySlug } from '../careers/careers.rules';

describe('résumé date rules (spec 002 §5, §9)', () => {
  it('makes a month name and a year day 2 of that month', () => {
    expect(dayOfMonthYear('Março', 2024)).toBe('2024-03-02');
    expect(dayOfMonthYear(12, 2020)).toBe('2020-12-02');
  });

  it('makes a year alone 2 January, and nothing without a year', () => {
    expect(dayOfMonthYear(null, 2019)).toBe('2019-01-02');
    expect(dayOfMonthYear('Maio', null)).toBeNull();
  });

  it("gives a certificate's end date only when both month and year are set", () => {
    expect(certificateEndDay('Junho', 2027)).toBe('2027-06-02');
    expect(certificateEndDay(null, 2027)).toBeNull();
    expect(certificateEndDay('Junho', null)).toBeNull();
  });

  it('offers start years 80 back from the current year and end years from 80 back to 14 ahead', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const start = startYearChoices(now);
    expect(start[0]).toBe(2026);
    expect(start.at(-1)).toBe(1946);
    const end = endYearChoices(now);
    expect(end[0]).toBe(2040);
    expect(end.at(-1)).toBe(1946);
  });

  it('refuses a start after the end with the spec texts, and accepts the same day', () => {
    const education = educationInput.safeParse({
      situacao: 'CONCLUIDO',
      descricao: 'ADS',
      ie: 'UFMG',
      data_inicio: '2024-03-02',
      data_fim: '2023-03-02',
    });
    expect(education.error?.issues[0].message).toBe('A data de ingresso não pode ser maior que a data de conclusão!');
    const experience = experienceInput.safeParse({
      empresa: 'X',
      funcao: 'Y',
      cidade: 'Z',
      estado: 'MG',
      data_inicio: '2024-03-02',
      data_fim: '2023-03-02',
    });
    expect(experience.error?.issues[0].message).toBe('A data de ingresso não pode ser maior que a data de saída!');
    const certificate = certificateInput.safeParse({
      organizacao: 'X',
      descricao: 'Y',
      data_emissao: '2024-03-02',
      data_validade: '2024-03-02',
    });
    expect(certificate.success).toBe(true);
    expect(RESUME_MSG.educationDates).toBe('A data de ingresso não pode ser maior que a data de conclusão!');
  });

  it('labels a stored day as month and year', () => {
    expect(monthYearLabel('2024-03-02')).toBe('Março/2024');
    expect(monthYearLabel(null)).toBe('Atual');
  });
});

describe('careers text rules', () => {
  it('folds search text without case, accents or tags, and makes share-link slugs', () => {
    expect(searchText('Técnico', '<p>Fibra Óptica</p>', null)).toBe('tecnico  fibra optica');
    expect(vacancySlug('Técnico de Campo (Fibra)')).toBe('tecnico-de-campo-fibra');
  });
});
