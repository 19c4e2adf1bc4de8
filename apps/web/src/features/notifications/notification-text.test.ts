import { describe, expect, it } from 'vitest';
import { relativeLabel } from '@intranet/shared/format/dates';
import {
  notificationKind,
  notificationText,
  reactionText,
  UNKNOWN_NOTIFICATION,
  UNKNOWN_REACTION,
} from './notification-text';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('notification labels', () => {
  it('labels times as Agora, minutes, hours and days', () => {
    expect(relativeLabel(ago(30_000), now)).toBe('Agora');
    expect(relativeLabel(ago(5 * 60_000), now)).toBe('5m');
    expect(relativeLabel(ago(3 * 3_600_000), now)).toBe('3h');
    expect(relativeLabel(ago(2 * 86_400_000), now)).toBe('2d');
  });

  it('names the four birthday reactions and flags any other', () => {
    expect(reactionText('waving_hand')).toBe('Parabéns');
    expect(reactionText('cake')).toBe('Quero Bolo!');
    expect(reactionText('favorite')).toBe('Amei');
    expect(reactionText('thumb_up')).toBe('Gostei');
    expect(reactionText('rocket')).toBe(UNKNOWN_REACTION);
    expect(UNKNOWN_REACTION).toBe('Reação não reconhecida');
  });

  it('reads a birthday notification as its reaction', () => {
    expect(notificationText({ data: { modulo: 'aniversario', msg: '', icon: 'cake' } })).toBe('Quero Bolo!');
    expect(notificationText({ data: { modulo: 'aniversario', msg: '' } })).toBe(UNKNOWN_REACTION);
  });

  it('treats incidente and incidentes as incidents', () => {
    expect(notificationKind({ data: { modulo: 'incidente', msg: 'Queda de link' } })).toBe('incidente');
    expect(notificationKind({ data: { modulo: 'incidentes', msg: 'Queda de link' } })).toBe('incidente');
    expect(notificationText({ data: { modulo: 'incidentes', msg: 'Queda de link' } })).toBe('Queda de link');
  });

  it('says Notificação não reconhecida for an unknown module without text', () => {
    expect(notificationText({ data: { modulo: 'outro', msg: '' } })).toBe(UNKNOWN_NOTIFICATION);
    expect(UNKNOWN_NOTIFICATION).toBe('Notificação não reconhecida');
  });
});
