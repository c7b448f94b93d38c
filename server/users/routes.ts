import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../http/context';
import { requireAuth } from '../http/auth';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { fieldError, formString, requiredFormString, USER_FIELDS } from '../lib/form-fields';
import { isValidImageUrl, MAX_IMAGE_DATA_URL } from '../lib/urls';
import { asObject, onlyKeys, optionalString } from '../lib/validate';
import { requiredVersion } from '../lib/version';
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
    const image = optionalString(body, 'image', MAX_IMAGE_DATA_URL);
    // Shown as an <img src>: '' clears it; anything else is an http(s) URL or a raster data URL.
    if (image && !isValidImageUrl(image)) {
      throw badRequest(`image must be an http(s) URL or a base64 PNG, JPEG, GIF or WebP data URL of at most ${MAX_IMAGE_DATA_URL / 1024} KB`);
    }
    const set = {
      ...(requiredFormString(body, USER_FIELDS.first) !== undefined && { first: String(body.first).trim() }),
      ...(requiredFormString(body, USER_FIELDS.last) !== undefined && { last: String(body.last).trim() }),
      ...(formString(body, USER_FIELDS.name) !== undefined && { name: String(body.name).trim() }),
      ...(formString(body, USER_FIELDS.title) !== undefined && { title: String(body.title) }),
      ...(formString(body, USER_FIELDS.businessRole) !== undefined && { business_role: String(body.businessRole) }),
      ...(image !== undefined && { image }),
      ...(tel !== undefined && { tel: tel.trim() }),
    };
    if (!Object.keys(set).length) throw badRequest('Nothing to update');
    // The profile form's save: refused without the version it read (428), never a blind overwrite.
    const version = requiredVersion(body, request.headers);
    const updated = await ctx.db
      .updateTable('users')
      .set({ ...set, version: sql<number>`version + 1` })
      .where('id', '=', auth.user.id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict();
    return userJson(updated);
  });
}
