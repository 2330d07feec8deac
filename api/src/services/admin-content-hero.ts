/**
 * The home hero's slides for staff (website section `home-hero`): list in order, create, edit, delete, move one
 * place up or down. The storefront reads them uncached from GET /website-sections, so a change shows on its next load.
 */
import type { AdminHeroSlideBody, AdminHeroSlideMoveBody, AdminHeroSlideRow } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { recordAudit } from './audit';
import { heroImageLink } from './settings';
import { trimmed } from './admin-content';

const HERO_SECTION = 'home-hero';

/** The id of the shop's home-hero section, created with the first slide when the shop has none. */
async function ensureHeroSection(tx: Db, shopId: number): Promise<number> {
  await tx.query('insert into website_sections (shop_id, section_id) values ($1, $2) on conflict (shop_id, section_id) do nothing', [shopId, HERO_SECTION]);
  const { rows } = await tx.query<{ id: number }>('select id from website_sections where shop_id = $1 and section_id = $2', [shopId, HERO_SECTION]);
  return (rows[0] as { id: number }).id;
}

const SLIDE_COLUMNS = 'h.id, h.position::int as position, h.title_fr, h.title_en, h.subtitle_fr, h.subtitle_en, h.link, h.color_from, h.color_to';

/** The slides in the order the storefront shows them. */
export async function listHeroSlides(db: Db, shopId: number): Promise<AdminHeroSlideRow[]> {
  const { rows } = await db.query<Omit<AdminHeroSlideRow, 'image'>>(
    `select ${SLIDE_COLUMNS} from hero_slides h join website_sections s on s.id = h.section_id
     where s.shop_id = $1 and s.section_id = $2 order by h.position, h.id`,
    [shopId, HERO_SECTION],
  );
  return rows.map((row) => ({ ...row, image: heroImageLink(row) }));
}

/** A slide of the shop's hero and the id of its section; 404 for another shop's. */
async function findSlide(db: Db, shopId: number, id: number): Promise<{ slide: AdminHeroSlideRow; sectionId: number }> {
  const { rows } = await db.query<Omit<AdminHeroSlideRow, 'image'> & { section_id: number }>(
    `select ${SLIDE_COLUMNS}, h.section_id from hero_slides h join website_sections s on s.id = h.section_id
     where h.shop_id = $1 and h.id = $2 and s.section_id = $3`,
    [shopId, id, HERO_SECTION],
  );
  if (!rows[0]) throw notFound('Hero slide not found.');
  const { section_id: sectionId, ...slide } = rows[0];
  return { slide: { ...slide, image: heroImageLink(slide) }, sectionId };
}

/** What the audit log keeps of a slide: its stored fields. */
const snapshot = ({ image: _image, ...slide }: AdminHeroSlideRow) => slide;

const columns = (body: AdminHeroSlideBody): unknown[] => [
  body.title_fr.trim(),
  trimmed(body.title_en),
  trimmed(body.subtitle_fr),
  trimmed(body.subtitle_en),
  body.link,
  body.color_from.toUpperCase(),
  body.color_to.toUpperCase(),
];

/**
 * Writes the positions 0, 1, 2… in the given order. `(section_id, position)` is unique and checked row by row, so the
 * rows first step aside to negative positions.
 */
async function renumber(tx: Db, sectionId: number, ids: number[]): Promise<void> {
  await tx.query('update hero_slides set position = -1 - position where section_id = $1', [sectionId]);
  await tx.query(
    `update hero_slides h set position = o.ord - 1 from unnest($2::int[]) with ordinality as o(id, ord)
     where h.section_id = $1 and h.id = o.id`,
    [sectionId, ids],
  );
}

/** Adds a slide after the others. */
export async function createHeroSlide(db: Db, shopId: number, adminId: number, body: AdminHeroSlideBody): Promise<AdminHeroSlideRow> {
  return db.transaction(async (tx) => {
    const sectionId = await ensureHeroSection(tx, shopId);
    // Locks the section: two slides added at once would otherwise take the same last position.
    await tx.query('select id from website_sections where id = $1 for update', [sectionId]);
    const { rows } = await tx.query<{ id: number }>(
      `insert into hero_slides (shop_id, section_id, position, title_fr, title_en, subtitle_fr, subtitle_en, link, color_from, color_to)
       values ($1, $2, (select coalesce(max(position) + 1, 0) from hero_slides where section_id = $2), $3, $4, $5, $6, $7, $8, $9)
       returning id`,
      [shopId, sectionId, ...columns(body)],
    );
    const { slide: created } = await findSlide(tx, shopId, (rows[0] as { id: number }).id);
    await recordAudit(tx, shopId, adminId, { action: 'create', entity: 'hero_slide', entityId: created.id, after: snapshot(created) });
    return created;
  });
}

export async function updateHeroSlide(db: Db, shopId: number, adminId: number, id: number, body: AdminHeroSlideBody): Promise<AdminHeroSlideRow> {
  return db.transaction(async (tx) => {
    const { slide: before } = await findSlide(tx, shopId, id);
    await tx.query(
      `update hero_slides set title_fr = $3, title_en = $4, subtitle_fr = $5, subtitle_en = $6, link = $7, color_from = $8, color_to = $9
       where shop_id = $1 and id = $2`,
      [shopId, id, ...columns(body)],
    );
    const { slide: after } = await findSlide(tx, shopId, id);
    await recordAudit(tx, shopId, adminId, { action: 'update', entity: 'hero_slide', entityId: id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

export async function deleteHeroSlide(db: Db, shopId: number, adminId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { slide: before, sectionId } = await findSlide(tx, shopId, id);
    await tx.query('delete from hero_slides where shop_id = $1 and id = $2', [shopId, id]);
    const rest = (await listHeroSlides(tx, shopId)).map((slide) => slide.id);
    await renumber(tx, sectionId, rest);
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: 'hero_slide', entityId: id, before: snapshot(before) });
    return { id };
  });
}

/** Swaps a slide with its neighbour; the first slide moved up (or the last down) stays where it is. Answers the new order. */
export async function moveHeroSlide(db: Db, shopId: number, adminId: number, id: number, body: AdminHeroSlideMoveBody): Promise<AdminHeroSlideRow[]> {
  return db.transaction(async (tx) => {
    const { slide, sectionId } = await findSlide(tx, shopId, id);
    await tx.query('select id from website_sections where id = $1 for update', [sectionId]);
    const order = (await listHeroSlides(tx, shopId)).map((entry) => entry.id);
    const from = order.indexOf(id);
    const to = body.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return listHeroSlides(tx, shopId);
    [order[from], order[to]] = [order[to] as number, id];
    await renumber(tx, sectionId, order);
    await recordAudit(tx, shopId, adminId, {
      action: 'move',
      entity: 'hero_slide',
      entityId: id,
      before: { id, position: slide.position },
      after: { id, position: to },
    });
    return listHeroSlides(tx, shopId);
  });
}
