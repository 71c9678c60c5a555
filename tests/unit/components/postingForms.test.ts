import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { localDb } from '../../../src/data/localDb';
import { blogPosting } from '../../../src/features/blog/blogPosting';
import { dealPosting } from '../../../src/features/vetdeals/dealPosting';
import { fieldRuleText } from '../../../src/components/posting/fieldRuleText';
import { jobPosting } from '../../../src/features/jobs/jobPosting';
import { requiredFieldsNotice, stepIncompleteNotice } from '../../../src/lib/formNotices';
import { emptyValues, stepAt, type FormValues } from '../../../src/components/posting/postingKind';
import { servicePosting } from '../../../src/features/services/servicePosting';
import { submitPosting } from '../../../src/components/posting/submitPosting';
import { checkAll, checkFields } from '../../../src/components/posting/validatePosting';

const PARTNER = '00000000-0000-4000-a000-000000000002';
const IMAGE_PATH = `${PARTNER}/5f0c7e1a-3b7e-4f55-9a51-2a0f1b8f9c11.webp`;

const goodDeal: FormValues = {
  ...emptyValues(dealPosting),
  merchant: 'Liberty Lawn Care (sample)',
  title: 'Spring clean-up & mowing',
  discount: '15% off',
  category: 'Home & Garden',
  how_to_redeem: 'Show your veteran ID.',
  url: 'https://example.com/deal',
  terms: 'One per household.',
};

describe('the §5 notices', () => {
  it('are the spec’s words with the list filled in', () => {
    expect(requiredFieldsNotice(['Deal title', 'Discount'])).toBe(
      'Please fill in the required fields: Deal title, Discount',
    );
    expect(stepIncompleteNotice('The offer', ['Business name'])).toBe(
      'The offer Incomplete — Please complete: Business name',
    );
  });
});

describe('checking a step', () => {
  it('lists the empty required fields of that step only, in form order', () => {
    const check = checkFields(dealPosting, stepAt(dealPosting, 0).fields, emptyValues(dealPosting));
    expect(check.missing).toEqual(['Business name', 'Deal title', 'Discount', 'Category']);
    expect(check.errors).not.toHaveProperty('how_to_redeem');
  });

  it('passes a complete deal and refuses a web address without https://', () => {
    expect(checkAll(dealPosting, goodDeal).errors).toEqual({});
    const check = checkAll(dealPosting, { ...goodDeal, url: 'example.com' });
    expect(check.errors.url).toBe('Enter a full web address starting with https://');
    expect(check.missing).toEqual([]);
  });

  it('refuses an end date in the past and text over the table’s limit', () => {
    const check = checkAll(dealPosting, {
      ...goodDeal,
      expires_at: '2001-01-01',
      discount: 'x'.repeat(201),
    });
    expect(check.errors.expires_at).toBe('The end date cannot be in the past');
    expect(check.errors.discount).toMatch(/at most 200 characters \(now 201\)/);
  });

  it('asks a local service for its state and ZIP code, a nationwide one not', () => {
    const local = checkFields(servicePosting, stepAt(servicePosting, 2).fields, {
      ...emptyValues(servicePosting),
      type: 'local',
    });
    expect(local.missing).toEqual(['State', 'ZIP code', 'Website']);
    const national = checkFields(servicePosting, stepAt(servicePosting, 2).fields, {
      ...emptyValues(servicePosting),
      type: 'national',
    });
    expect(national.missing).toEqual(['Website']);
  });

  it('needs a 300-word article body and an image description when there is an image', () => {
    const values = {
      ...emptyValues(blogPosting),
      content: 'word '.repeat(299),
      image_path: IMAGE_PATH,
      image_width: '800',
      image_height: '600',
    };
    const check = checkAll(blogPosting, values);
    expect(check.errors.content).toBe('Write at least 300 words (now 299)');
    expect(check.missing).toContain('Image description');
  });

  it('refuses a job whose highest pay is below its lowest', () => {
    const check = checkFields(jobPosting, stepAt(jobPosting, 1).fields, {
      ...emptyValues(jobPosting),
      title: 'Groundskeeper',
      employer: 'Liberty Lawn Care (sample)',
      remote: true,
      salary_min: '50000',
      salary_max: '40000',
    });
    expect(check.errors.salary_max).toBe('The highest pay must be at least the lowest pay');
  });
});

describe('the payload', () => {
  it('turns empty text into null, makes a slug and leaves out an empty discount code', () => {
    const payload = dealPosting.toPayload(goodDeal);
    expect(payload).toMatchObject({
      slug: 'spring-clean-up-and-mowing',
      description: null,
      expires_at: null,
      verified_only: false,
    });
    expect(payload).not.toHaveProperty('redemption_code', null);
    expect(payload.redemption_code).toBeUndefined();
  });

  it('splits service lists and reads them back from a row', () => {
    const values = {
      ...emptyValues(servicePosting),
      services: 'legal aid, , discharge upgrades, legal aid',
    };
    const payload = servicePosting.toPayload(values);
    expect(payload.services).toEqual(['legal aid', 'discharge upgrades']);
    expect(servicePosting.fromRow(payload).services).toBe('legal aid, discharge upgrades');
  });
});

describe('a picture', () => {
  const withPicture: FormValues = {
    ...goodDeal,
    image_path: IMAGE_PATH,
    image_alt: '  A mown lawn with a striped pattern ',
    image_width: '1600',
    image_height: '900',
  };

  it('goes into the payload with its description and size, or not at all', () => {
    expect(dealPosting.toPayload(withPicture)).toMatchObject({
      image_path: IMAGE_PATH,
      image_alt: 'A mown lawn with a striped pattern',
      image_width: 1600,
      image_height: 900,
    });
    const removed = dealPosting.toPayload({ ...withPicture, image_path: '' });
    expect(removed).toMatchObject({
      image_path: null,
      image_alt: null,
      image_width: null,
      image_height: null,
    });
    expect(dealPosting.fromRow(dealPosting.toPayload(withPicture))).toMatchObject({
      image_path: IMAGE_PATH,
      image_width: '1600',
      image_height: '900',
    });
  });

  it('needs its description, and is refused with a forged path or a missing size', () => {
    const noAlt = checkAll(dealPosting, { ...withPicture, image_alt: ' ' });
    expect(noAlt.missing).toEqual(['Picture description']);
    const forged = checkAll(dealPosting, { ...withPicture, image_path: '../other/x.webp' });
    expect(forged.errors.image_path).toBe('Choose the picture again');
    const sizeless = checkAll(dealPosting, { ...withPicture, image_width: '' });
    expect(sizeless.errors.image_path).toBe('Choose the picture again');
  });

  it('chosen on this device is queued with the deal, exactly once, and the form copy goes', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]).buffer;
    await localDb.imageDrafts.put({
      path: IMAGE_PATH,
      owner: PARTNER,
      type: 'image/webp',
      bytes,
      width: 1600,
      height: 900,
      createdAt: new Date().toISOString(),
    });
    const result = await submitPosting(dealPosting, withPicture, {
      op: 'insert',
      ownerId: PARTNER,
    });
    const entry = result.ok ? await localDb.outbox.get(result.id) : undefined;
    expect(entry?.attachment).toMatchObject({
      bucket: 'listing-images',
      path: IMAGE_PATH,
      type: 'image/webp',
    });
    expect(new Uint8Array(entry?.attachment?.bytes ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array(bytes),
    );
    expect(await localDb.imageDrafts.get(IMAGE_PATH)).toBeUndefined();

    // "Edit and resend" with the same picture keeps the queued bytes; removing it drops them.
    const again = await submitPosting(
      dealPosting,
      { ...withPicture, title: 'Mowing' },
      {
        op: 'insert',
        ownerId: PARTNER,
        retryOf: entry?.id,
      },
    );
    expect(again).toEqual({ ok: true, id: entry?.id });
    expect((await localDb.outbox.get(entry?.id ?? ''))?.attachment?.path).toBe(IMAGE_PATH);
    await submitPosting(
      dealPosting,
      { ...withPicture, image_path: '' },
      {
        op: 'insert',
        ownerId: PARTNER,
        retryOf: entry?.id,
      },
    );
    expect((await localDb.outbox.get(entry?.id ?? ''))?.attachment).toBeUndefined();
  });
});

describe('submitting', () => {
  it('queues a new deal owned by the partner, with a client id', async () => {
    const result = await submitPosting(dealPosting, goodDeal, { op: 'insert', ownerId: 'user-1' });
    expect(result.ok).toBe(true);
    const entry = result.ok ? await localDb.outbox.get(result.id) : undefined;
    expect(entry).toMatchObject({ table: 'vet_deals', op: 'insert', state: 'queued' });
    expect(entry?.payload).toMatchObject({ owner_id: 'user-1', title: goodDeal.title });
    expect(entry?.payload.client_id).toBe(entry?.id);
  });

  it('queues an edit by row id without changing the owner', async () => {
    const result = await submitPosting(dealPosting, goodDeal, { op: 'update', rowId: 7 });
    const entry = result.ok ? await localDb.outbox.get(result.id) : undefined;
    expect(entry?.payload).toMatchObject({ id: 7, title: goodDeal.title });
    expect(entry?.payload).not.toHaveProperty('owner_id');
  });
});

it('describes each field’s rules in words for the requirements pages', () => {
  const rules = stepAt(blogPosting, 0).fields.map(fieldRuleText);
  expect(rules[0]).toBe('Required; 10 to 120 characters.');
  const endDate = stepAt(dealPosting, 2).fields.find((f) => f.name === 'expires_at');
  expect(endDate && fieldRuleText(endDate)).toBe(
    'Optional; today or later; leave empty for an ongoing deal.',
  );
});
