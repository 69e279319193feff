import { randomUUID } from 'node:crypto';
import type { ArtworkMotif } from '@shared/artwork';
import { addDays, calendarDayIn, type EventTiming, timingFromDayAndText } from '@shared/event-time';
import sharp from 'sharp';
import { artworkSvg } from '../artwork/draw-artwork';
import { eventsWriter } from '../modules/events/events-service';
import { addGalleryImage } from '../modules/gallery/gallery-service';
import { addVideo } from '../modules/videos/videos-service';
import type { Storage } from '../plugins/storage/storage';
import { createAppMetaRepository } from './app-meta-repository';
import type { Database, Db } from './client';
import type { StoredVariant } from './schema';

const SEED_LOCK_ID = 726_110_002;
const DEMO_WIDTHS = [480, 960, 1600];
const DEMO_SIZE = { width: 1600, height: 1067 };

type DemoImage = { path: string; width: number; height: number; variants: StoredVariant[] };

/** A sample photo: generated festival artwork (src/server/artwork), stored with its variants like an upload. */
async function storeDemoImage(storage: Storage, motif: ArtworkMotif, variant: number): Promise<DemoImage> {
  const id = randomUUID();
  // Drawn once into pixels: each sharp pipeline over the SVG itself would draw it again.
  const { data, info } = await sharp(
    Buffer.from(artworkSvg(motif, variant, DEMO_SIZE.width, DEMO_SIZE.height)),
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = sharp(data, { raw: info });
  const original = await source.clone().webp({ quality: 80 }).toBuffer();
  const path = `images/${id}/original.webp`;
  await storage.put(path, original, 'image/webp');
  const variants: StoredVariant[] = [];
  for (const width of DEMO_WIDTHS) {
    const variantPath = `images/${id}/w${width}.webp`;
    await storage.put(
      variantPath,
      await source.clone().resize({ width }).webp({ quality: 70 }).toBuffer(),
      'image/webp',
    );
    variants.push({ width, path: variantPath });
  }
  return { path, ...DEMO_SIZE, variants };
}

/** The start and end of a demo event `days` after today in the site's zone, at the given time text. */
function daysFromToday(days: number, time: string, timeZone: string): EventTiming {
  const timing = timingFromDayAndText(addDays(calendarDayIn(new Date(), timeZone), days), time, timeZone);
  if (!timing) throw new Error(`unreadable demo time ${time}`);
  return timing;
}

async function insertDemoContent(db: Db, storage: Storage, timeZone: string): Promise<void> {
  const eventsRepo = eventsWriter(db, timeZone);

  // No caption drawn on the featured image: pages lay the event's title over it.
  const featuredImage = await storeDemoImage(storage, 'diyas', 0);
  const festival = await eventsRepo.insert({
    slug: 'diwali-festival-of-lights',
    title: 'Diwali Festival of Lights',
    description:
      'Join us for an evening of lights, music, dance and food as the whole community celebrates Diwali together. Entry is free for everyone. Details and updates: https://example.org/diwali',
    ...daysFromToday(30, '5:00 PM - 10:00 PM', timeZone),
    venue: 'Tracy Community Center',
    address: '950 East Street, Tracy, CA 95376',
    highlights: ['Food', 'Music', 'Festive Dress', 'Kids Activities', 'Fireworks'],
    schedule: [
      { time: '5:00 PM', activity: 'Doors open', description: 'Welcome, rangoli and lamp lighting' },
      { time: '6:00 PM', activity: 'Cultural program', description: 'Dance and music performances' },
      { time: '8:00 PM', activity: 'Dinner', description: 'Traditional food stalls' },
      { time: '9:30 PM', activity: 'Fireworks' },
    ],
    whatToBring: ['Diya or candle', 'Picnic blanket', 'Reusable water bottle'],
    sponsors: [
      { name: 'Tracy Family Dental', benefits: 'Kids activity corner' },
      { name: 'Central Valley Grocers', benefits: 'Sweets for every family' },
    ],
    activities: [
      {
        category: 'Performances',
        instructions: 'Tell us your group name and the song you would like to perform.',
        options: [
          { id: 'opt_1700000000000_dance1', name: 'Group dance' },
          { id: 'opt_1700000000000_sing01', name: 'Singing' },
        ],
      },
      {
        category: 'Volunteering',
        options: [
          { id: 'opt_1700000000000_setup1', name: 'Set-up crew' },
          { id: 'opt_1700000000000_food01', name: 'Food serving' },
        ],
      },
    ],
    registrationOpen: true,
    acceptStallApplications: true,
    featuredImage: featuredImage.path,
    featuredImageWidth: featuredImage.width,
    featuredImageHeight: featuredImage.height,
    featuredImageVariants: featuredImage.variants,
  });

  const photos: [string, ArtworkMotif, number][] = [
    ['Lamp lighting', 'lanterns', 1],
    ['Rangoli', 'rangoli', 2],
    ['Dance troupe', 'dancers', 3],
    ['Sweets table', 'food-stalls', 1],
    ['Kids corner', 'kites', 2],
    ['Music', 'music', 3],
    ['Fireworks', 'fireworks', 4],
  ];
  for (const [title, motif, variant] of photos) {
    const image = await storeDemoImage(storage, motif, variant);
    await addGalleryImage(db, {
      title,
      caption: `${title} at last year's celebration`,
      imagePath: image.path,
      width: image.width,
      height: image.height,
      variants: image.variants,
      eventId: festival.id,
    });
  }
  await addVideo(db, {
    eventId: festival.id,
    title: 'Highlights from last year',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  });

  await eventsRepo.insert({
    slug: 'holi-spring-celebration',
    title: 'Holi Spring Celebration',
    description:
      'Colours, music and spring treats in the park. Bring clothes you do not mind getting colourful!',
    ...daysFromToday(120, '11:00 AM', timeZone),
    venue: 'Dr. Powers Park',
    address: '1605 Hoyt Lane, Tracy, CA 95376',
    highlights: ['Music', 'Food', 'Kids Activities'],
    registrationOpen: false,
    acceptStallApplications: false,
  });
}

/** On an empty database, creates a sample featured event with photos and a video so a new site is not blank. */
export async function seedDemoContent(
  database: Database,
  storage: Storage,
  timeZone: string,
): Promise<boolean> {
  return database.withLock(SEED_LOCK_ID, async (db) => {
    const meta = createAppMetaRepository(db);
    if (await meta.get('demo_seeded')) return false;
    const eventCount = await eventsWriter(db, timeZone).count();
    if (eventCount === 0) await insertDemoContent(db, storage, timeZone);
    // Recorded even when events already existed, so deleting every event never brings the demo back.
    await meta.set('demo_seeded', new Date().toISOString());
    return eventCount === 0;
  });
}
