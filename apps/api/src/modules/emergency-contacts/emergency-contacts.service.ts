/** Rules: owner only (another user's contact is "not found"), +234 and 10 digits, at most 10, no duplicate number. */
import { sql } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { MAX_EMERGENCY_CONTACTS, type EmergencyContact } from '@safeogun/contract/emergency-contacts';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import * as repo from './emergency-contacts.repository';

export interface ContactValues {
  fullName: string;
  phoneNumber: string;
  relationship: string;
}

export function toContact(row: repo.ContactRow): EmergencyContact {
  return {
    id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    relationship: row.relationship,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listContacts(db: Db, userId: string) {
  return (await repo.listContacts(db, userId)).map(toContact);
}

function checkId(id: string) {
  if (!isUuid(id)) throw notFound(CONTACT_MESSAGES.notFound);
}

/** Serialises one user's contact writes so the cap and the duplicate check hold under concurrent requests. */
async function lockUser(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`emergency-contacts:${userId}`}))`);
}

export async function createContact(db: Db, userId: string, values: ContactValues) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockUser(tx, userId);
    const existing = await repo.listContacts(tx, userId);
    if (existing.length >= MAX_EMERGENCY_CONTACTS) throw badRequest(CONTACT_MESSAGES.tooMany);
    if (existing.some((c) => c.phoneNumber === values.phoneNumber)) throw conflict(CONTACT_MESSAGES.duplicate);
    return toContact(await repo.insertContact(tx, { userId, ...values }));
  });
}

export async function updateContact(db: Db, userId: string, id: string, values: ContactValues) {
  checkId(id);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockUser(tx, userId);
    const existing = await repo.listContacts(tx, userId);
    if (!existing.some((c) => c.id === id)) throw notFound(CONTACT_MESSAGES.notFound);
    if (existing.some((c) => c.id !== id && c.phoneNumber === values.phoneNumber))
      throw conflict(CONTACT_MESSAGES.duplicate);
    const row = await repo.updateOwnContact(tx, userId, id, values);
    if (!row) throw notFound(CONTACT_MESSAGES.notFound);
    return toContact(row);
  });
}

export async function deleteContact(db: Db, userId: string, id: string) {
  checkId(id);
  if (!(await repo.deleteOwnContact(db, userId, id))) throw notFound(CONTACT_MESSAGES.notFound);
}
