import type { z } from 'zod';
import { CONTACTS_MSG as MSG } from '@intranet/shared/contacts/contacts.messages';
import type { ContactProfile, contactsQuery, ownContactInput } from '@intranet/shared/contacts/contacts.schemas';
import { withActor } from '../../db/client';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentContact, presentProfile } from './contacts.presenter';
import * as repo from './contacts.repository';
import { vcard, vcardFileName } from './vcard';

/** `GET /v1/contatos`: a page of the directory. */
export async function listContacts({ db }: OpContext, q: z.output<typeof contactsQuery>) {
  const page = await repo.listContacts(db, q);
  return { contatos: page.rows.map(presentContact), total: page.total };
}

async function profileRow({ db }: OpContext, id: number) {
  const row = await repo.findContact(db, id);
  if (!row) throw notFound(MSG.notFound);
  return row;
}

/** An active employee's profile; 404 for anyone else (a candidate, someone dismissed, an unknown id). */
export async function readContact(ctx: OpContext, id: number): Promise<ContactProfile> {
  return presentProfile(await profileRow(ctx, id));
}

/** The profile as a vCard file. */
export async function contactVcard(ctx: OpContext, id: number) {
  const row = await profileRow(ctx, id);
  const profile = presentProfile(row);
  return { name: vcardFileName(profile.nome), body: vcard(profile, row.sobrenome) };
}

/** `PUT /v1/contatos/eu`: the caller's own extension and work phone, written under their name (edit history). */
export async function saveOwnContact(ctx: OpContext, input: z.output<typeof ownContactInput>) {
  await profileRow(ctx, ctx.actor.userId);
  await withActor(ctx.db, ctx.actor.userId, (tx) => repo.updateOwnContact(tx, ctx.actor.userId, input));
  return readContact(ctx, ctx.actor.userId);
}
