import { describe, expect, it } from 'vitest';
import { campaignInput, campaignPatch } from './campaign.schemas';
import { channelInput } from './channel.schemas';

describe('campaign and channel schemas', () => {
  it('fills the campaign defaults: provider flags and API off, active on', () => {
    expect(campaignInput.parse({ nome: ' Verão ' })).toEqual({
      nome: 'Verão',
      bitcom: false,
      razao: false,
      vetorial: false,
      api: false,
      ativo: true,
    });
  });

  it('fills the channel defaults: active on, the rest off', () => {
    expect(channelInput.parse({ nome: 'Rádio' })).toEqual({
      nome: 'Rádio',
      bitcom: false,
      razao: false,
      vetorial: false,
      public: false,
      ativo: true,
    });
  });

  it('asks for the campaign name with the generic required message under the field', () => {
    const result = campaignInput.safeParse({ nome: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Campo obrigatório');
  });

  it('leaves absent fields out of an edit instead of defaulting them', () => {
    expect(campaignPatch.parse({ ativo: false })).toEqual({ ativo: false });
  });
});
