import { FORM_TOASTS } from '@intranet/shared/crud/crud.messages';
import { MSG } from '@intranet/shared/validation/messages';

/**
 * What the generic form's record types share (spec §2.5, §4, §8): its toasts, 'Preencha todos os
 * campos obrigatórios!' on the first missing field, back one page once saved, and the active flag.
 */
export const GENERIC_FORM = {
  texts: FORM_TOASTS,
  invalidToast: MSG.fillRequired,
  afterSave: 'back',
  status: 'ativo',
} as const;

/** The active toggle: Ativo/Inativo (spec §4); a new record starts active (`newRecordValues`). */
export const ACTIVE_FIELD = { name: 'ativo', kind: 'switch', on: 'Ativo', off: 'Inativo', inline: true } as const;
