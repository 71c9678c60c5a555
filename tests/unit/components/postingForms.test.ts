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
      cover_image_url: 'https://example.com/a.jpg',
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
