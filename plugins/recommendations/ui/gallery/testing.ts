import { ALL_TEMPLATES } from '../../model/catalogue';
import { buildGallery } from '../../model/gallery';
import type { RecDoc } from '../shared/types';
import { recDoc } from '../store/fixtures';
import { pageServices, type PageSetup } from '../testing';

/** The templates call as the server answers it, for a merchant or for staff in dev mode. */
export const templatesAnswer = (devMode = false) => ({ devMode, ...buildGallery(ALL_TEMPLATES, { devMode }) });

/** Page doubles with the templates call and a create call that answers a new initial document. */
export function galleryServices(setup: PageSetup & { devMode?: boolean } = {}) {
  const { devMode = false, ...rest } = setup;
  const services = pageServices({ ...rest, session: { devMode, isStaff: devMode, ...rest.session } });
  services.api.respond('GET', '/api2/recommendation/templates', templatesAnswer(devMode));
  let n = 0;
  services.api.respond('POST', '/api2/recommendation/create', (req: { body: { recommendation: Partial<RecDoc> } }) => {
    n += 1;
    const r = req.body.recommendation;
    return recDoc({ _id: `new-${n}`, status: 'initial', everProduction: false, everUpdated: false, kind: r.kind, place: r.place, template: r.template, name: r.name });
  });
  return services;
}
