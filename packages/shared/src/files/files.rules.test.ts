import { describe, expect, it } from 'vitest';
import { roleCan } from '../access/permissions';
import { MODULES, SUPERADMIN, USER_ROLE } from '../auth/roles';
import { FILES_API } from './files.contract';
import { BUCKETS, BUCKET_NAMES } from './files.rules';

const ALL_ROLES = [
  SUPERADMIN,
  USER_ROLE,
  ...MODULES.flatMap((m) => ['gestor', 'solicitante', 'leitor'].map((level) => `${m}:${level}`)),
];

describe('the file buckets', () => {
  it('never admit an uploader that the upload call itself refuses', () => {
    for (const bucket of BUCKET_NAMES) {
      for (const role of ALL_ROLES) {
        if (roleCan(role, BUCKETS[bucket].upload))
          expect(roleCan(role, FILES_API.upload.access), `${role} on ${bucket}`).toBe(true);
      }
    }
  });

  it('let any signed-in user read images and keep lead spreadsheets to those who import leads', () => {
    expect(roleCan(USER_ROLE, BUCKETS.imagens.read)).toBe(true);
    expect(roleCan(USER_ROLE, BUCKETS.importacoes.read)).toBe(false);
    expect(roleCan('marketing:solicitante', BUCKETS.importacoes.read)).toBe(true);
  });
});
