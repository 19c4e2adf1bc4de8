import { describe, expect, it } from 'vitest';
import { ROULETTE_SYSTEMS, SYSTEM_LABELS } from '../roulette/roulette.rules';
import { PROVIDER_FLAGS, PROVIDER_LABELS, providerFlagOf } from './provider-flags';

describe('the providers, once', () => {
  it('names each provider as its company is named, and finds its flag from that name', () => {
    for (const name of ['Bitcom', 'RazãoInfo', 'Vetorial']) expect(PROVIDER_LABELS[providerFlagOf(name)!]).toBe(name);
    expect(providerFlagOf(' razao info ')).toBe('razao');
    expect(providerFlagOf('Outra Empresa')).toBeNull();
  });

  it('is the list the wheel offers and shows', () => {
    expect(ROULETTE_SYSTEMS).toBe(PROVIDER_FLAGS);
    expect(SYSTEM_LABELS.razao).toBe('RazãoInfo');
  });
});
