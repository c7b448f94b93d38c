import { randomBytes } from 'node:crypto';
import { isAvailable } from '../../plugins/recommendations/model/availability';
import { findTemplate, RECOMMENDATION_TEMPLATES, type RecTemplate } from '../../plugins/recommendations/model/catalogue';
import { DEFAULT_LOCATION, defaultWidgetOpts } from '../../plugins/recommendations/model/defaults';
import { basePlace, type RecKind } from '../../plugins/recommendations/model/places';
import { mergePatch } from '../applets/merge';
import type { Db } from '../db/database';
import { badRequest, duplicate, isUniqueViolation } from '../lib/errors';
import { newId } from '../lib/ids';
import type { CreateInput } from './input';
import { API_MESSAGES as A } from './messages';
import type { ShopFacts } from './shop-facts';
import { pageExists } from './shop-facts';
import { recJson, type RecJson } from './store';

/** The template a recommendation without one most likely came from (its recipe on its page). */
export function templateFor(qualifiedName: string, place: string, kind: RecKind): RecTemplate | undefined {
  const base = basePlace(place);
  return RECOMMENDATION_TEMPLATES.find((t) => t.qualifiedName === qualifiedName && t.kinds.includes(kind) && base && t.places.includes(base) && !t.needs);
}

/** The document of a new recommendation: the template's recipe and page, spec 9's defaults, the client's fields. */
export function newRecDoc(input: CreateInput, facts: ShopFacts, devMode: boolean): Record<string, unknown> {
  const template = input.template ? findTemplate(input.template)! : undefined;
  const fields = { ...input.fields };
  const kind = input.kind;
  const place = (fields.place as string | undefined) ?? template?.config.page ?? (kind === 'email' ? 'EMAIL' : undefined);
  const qualifiedName = (fields.qualifiedName as string | undefined) ?? template?.qualifiedName;
  if (!place) throw badRequest('missing place');
  if (!qualifiedName) throw badRequest('missing qualifiedName');
  if ((kind === 'email') !== (basePlace(place) === 'EMAIL')) throw badRequest(A.emailPlace);
  if (template) {
    if (!template.kinds.includes(kind)) throw badRequest(A.templateKind);
    if (!isAvailable(template, place, kind, { devMode, pageExists: pageExists(facts) })) throw badRequest(A.templatePlace);
  } else if (!pageExists(facts)(basePlace(place)!)) {
    throw badRequest(A.templatePlace);
  }
  const defaults: Record<string, unknown> = { widgetOpts: defaultWidgetOpts(place, kind) };
  if (kind === 'hyper-online') defaults.hyperBlock = { section: { style: {}, rootProps: { location: DEFAULT_LOCATION, order: 0 } } };
  const doc = mergePatch(defaults, fields);
  return {
    ...doc,
    place,
    qualifiedName,
    template: template?.keyId ?? templateFor(qualifiedName, place, kind)?.keyId ?? null,
    editor: input.editor ?? 'vitrine',
  };
}

/** A short id for the storefront slot name; a few tries cover the rare collision. */
const newExternal = () => randomBytes(4).toString('hex');

export async function insertRec(db: Db, siteId: string, input: CreateInput, doc: Record<string, unknown>): Promise<RecJson> {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db
        .insertInto('recommendations')
        .values({ id: newId(), site_id: siteId, external: input.external ?? newExternal(), kind: input.kind, status: 'initial', doc: JSON.stringify(doc) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return recJson(row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (input.external !== undefined || attempt >= 3) throw duplicate();
    }
  }
}
