import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../http/context';
import { requireAuth } from '../http/auth';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { fieldError, formString, requiredFormString, USER_FIELDS } from '../lib/form-fields';
import { asObject, onlyKeys, optionalString, optionalVersion } from '../lib/validate';
import { userJson } from './serialize';

const EDITABLE = ['name', 'first', 'last', 'title', 'businessRole', 'tel', 'image'] as const;

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  app.put<{ Params: { id: string } }>('/api/users/:id', async (request) => {
    const auth = await requireAuth(ctx, request);
    // People edit their own profile; nobody edits someone else's through this call.
    if (request.params.id !== auth.user.id) throw forbidden('You can only edit your own profile');
    const body = asObject(request.body);
    if (body._id !== undefined && body._id !== auth.user.id) throw badRequest('_id does not match the user in the path');
    if (body.email !== undefined && body.email !== auth.user.email) throw badRequest('The e-mail address cannot be changed');
    onlyKeys(body, EDITABLE, ['_id', '__v', 'email']);
    const tel = requiredFormString(body, USER_FIELDS.tel);
    if (tel !== undefined && !/^[+\d][\d\s().-]{3,39}$/.test(tel)) throw fieldError(USER_FIELDS.tel, 'Phone: Please enter a valid phone number');
    const set = {
      ...(requiredFormString(body, USER_FIELDS.first) !== undefined && { first: String(body.first).trim() }),
      ...(requiredFormString(body, USER_FIELDS.last) !== undefined && { last: String(body.last).trim() }),
      ...(formString(body, USER_FIELDS.name) !== undefined && { name: String(body.name).trim() }),
      ...(formString(body, USER_FIELDS.title) !== undefined && { title: String(body.title) }),
      ...(formString(body, USER_FIELDS.businessRole) !== undefined && { business_role: String(body.businessRole) }),
      ...(optionalString(body, 'image', 2000) !== undefined && { image: String(body.image) }),
      ...(tel !== undefined && { tel: tel.trim() }),
    };
    if (!Object.keys(set).length) throw badRequest('Nothing to update');
    const version = optionalVersion(body);
    let update = ctx.db
      .updateTable('users')
      .set({ ...set, version: sql<number>`version + 1` })
      .where('id', '=', auth.user.id);
    if (version !== undefined) update = update.where('version', '=', version);
    const updated = await update.returningAll().executeTakeFirst();
    if (!updated) throw conflict();
    return userJson(updated);
  });
}
