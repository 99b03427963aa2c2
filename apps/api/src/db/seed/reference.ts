import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { contactReasons, countries, destinationHighlights, faqs, hotels, states } from '../schema/index.ts';
import type { DbOrTx } from '../tx.ts';
import { CONTACT_REASONS } from './data/contact-reasons.ts';
import { COUNTRIES } from './data/countries.ts';
import { DESTINATIONS } from './data/destinations.ts';
import { FAQS } from './data/faqs.ts';
import { HOTELS } from './data/hotels.ts';
import { STATES } from './data/states.ts';

/** The dashboard's destination highlights. */
export async function seedDestinations(db: DbOrTx): Promise<void> {
  await db.insert(destinationHighlights).values(
    DESTINATIONS.map((d, i) => ({
      sortOrder: i + 1,
      nameEn: d.en.name,
      nameEs: d.es.name,
      locationEn: d.en.location,
      locationEs: d.es.location,
      descriptionEn: d.en.description,
      descriptionEs: d.es.description,
      imageLocation: d.image,
      readMoreLink: d.readMore,
      buyLink: d.buy,
      logo: d.logo,
    })),
  );
}

/** Lists every portal screen relies on: countries, states, contact reasons, FAQs, hotels, destinations. */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db.insert(countries).values(COUNTRIES.map((c) => ({ code: c.code, nameEn: c.en, nameEs: c.es })));
  await db
    .insert(states)
    .values(STATES.map((s) => ({ country: s.country, code: s.code, nameEn: s.en, nameEs: s.es })));
  await db
    .insert(contactReasons)
    .values(CONTACT_REASONS.map((r, i) => ({ key: r.key, nameEn: r.en, nameEs: r.es, sortOrder: i + 1 })));
  await db.insert(faqs).values(
    FAQS.map((f, i) => ({
      questionEn: f.en.question,
      // Stored as served: the profile carries the answers too.
      answerEn: sanitizeHtml(f.en.answer),
      questionEs: f.es.question,
      answerEs: sanitizeHtml(f.es.answer),
      sortOrder: i + 1,
    })),
  );
  await db.insert(hotels).values(HOTELS.map((h) => ({ name: h.name })));
  await seedDestinations(db);
}
