import { describe, expect, it } from 'vitest';
import { bellName } from './notification-bell';

describe('the header icons’ names hold the number their badge shows (label in name)', () => {
  it.each([
    ['notifications', 0, 'Notificações'],
    ['notifications', 3, 'Notificações: 3'],
    ['incidents', 12, 'Incidentes: 12'],
    ['incidents', 150, 'Incidentes: 99+'],
  ] as const)('%s with %i unread: %s', (variant, count, name) => {
    expect(bellName(variant, count)).toBe(name);
  });
});
