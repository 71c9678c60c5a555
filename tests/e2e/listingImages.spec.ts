/**
 * A partner posts a deal with a picture — online, and queued offline — and an anonymous visitor
 * sees it with its size set, and again offline once seen: the picture is made small on the
 * partner's device, uploaded before its row, and kept by the service worker.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { waitForMirror } from './offlineSupport';
import {
  box,
  PARTNER_ID,
  publish,
  serviceRows,
  signedInContext,
  uniqueTitle,
  writeDeal,
} from './postingSupport';
import {
  expect,
  test,
  expectNoAxeViolations,
  goOffline,
  stackUrl,
  waitForServiceWorker,
  NETWORK_CUT,
} from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const LIVE = 'Thank you — your VetDeal has been successfully submitted and is now live.';
const PICTURE = 'Picture (optional)';

/** A 2,400 × 1,800 JPEG like a phone's: soft gradients and shapes, a little grain. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9cc6e8"/><stop offset="1" stop-color="#f4e3c1"/>
    </linearGradient></defs>
    <rect width="2400" height="1800" fill="url(#sky)"/>
    <rect y="1100" width="2400" height="700" fill="#4c8a3c"/>
    <circle cx="1900" cy="380" r="190" fill="#fff3b0"/>
    <rect x="500" y="700" width="900" height="520" rx="40" fill="#8a4b2a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function choosePicture(page: Page, alt: string) {
  await page.getByLabel(PICTURE).setInputFiles({
    name: 'storefront.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  });
  await expect(page.getByText('Picture ready: 1600 × 1200 pixels.')).toBeVisible({
    timeout: 15_000,
  });
  await box(page, 'Picture description').fill(alt);
}

async function dealImage(title: string) {
  const [row] = await serviceRows(
    'vet_deals',
    `title=eq.${encodeURIComponent(title)}&select=id,image_path,image_alt,image_width,image_height`,
  );
  return row;
}

test('a partner’s deal picture is made small, sent with the deal and shown to a visitor, offline too', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const partner = await signedInContext(browser, 'partner@vethub.test');
  const page = await partner.newPage();
  await page.goto('/submit/deal');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible();

  // Files the form cannot take are refused in words, and nothing is kept.
  await page.getByLabel(PICTURE).setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(
    page.getByText('Choose a picture of at most 5 MB (this one is 6.0 MB).'),
  ).toBeVisible();
  await page.getByLabel(PICTURE).setInputFiles({
    name: 'not-a-photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is text, not a picture'),
  });
  await expect(
    page.getByText('This file could not be read as a picture. Choose a JPEG, PNG or WebP photo.'),
  ).toBeVisible();
  await expect(page.getByLabel(PICTURE)).toHaveAttribute('aria-invalid', 'true');

  const alt = 'A lawn mower on a freshly striped lawn';
  await choosePicture(page, alt);
  await expect(page.getByRole('img', { name: `Preview: ${alt}` })).toBeVisible();
  await expectNoAxeViolations(page, '/submit/deal with a picture');

  // A reload keeps the chosen picture with the rest of the draft.
  await page.reload();
  await expect(page.getByText('Picture ready: 1600 × 1200 pixels.')).toBeVisible();
  await expect(box(page, 'Picture description')).toHaveValue(alt);

  const title = uniqueTitle('Picture deal');
  await writeDeal(page, title);
  await publish(page);
  await expect(page.getByText(LIVE)).toBeVisible({ timeout: 15_000 });
  const row = await dealImage(title);
  expect(row).toMatchObject({ image_alt: alt, image_width: 1600, image_height: 1200 });
  expect(String(row?.image_path)).toMatch(new RegExp(`^${PARTNER_ID}/[0-9a-f-]{36}\\.webp$`));
  const stored = await fetch(
    `${stackUrl}/storage/v1/object/public/listing-images/${String(row?.image_path)}`,
  );
  expect(stored.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await stored.arrayBuffer());
  console.log(
    `picture sent: ${bytes.length} bytes (chosen: a 2,400 × 1,800 JPEG of ${(await photo()).length} bytes)`,
  );
  expect(await sharp(bytes).metadata()).toMatchObject({ width: 1600, height: 1200 });
  await partner.close();

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`/vetdeals/${String(row?.id)}`);
  await waitForServiceWorker(guest);
  // Loaded again under the service worker, which keeps the picture as it passes.
  await guest.reload();
  const picture = guest.getByRole('img', { name: alt });
  await expect(picture).toHaveAttribute('width', '1600');
  await expect(picture).toHaveAttribute('height', '1200');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expectNoAxeViolations(guest, '/vetdeals/:id with a picture');
  await waitForMirror(guest, ['vet_deals']);

  await goOffline(visitor);
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect
    .poll(() =>
      guest.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1600);
  await visitor.close();
});

test('a deal with a picture written offline is sent once, picture first, when the line is back', async ({
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(
    NETWORK_CUT,
    'the test cuts the line while the app may still be starting its data layer',
  );
  test.setTimeout(120_000);
  const partner = await signedInContext(browser, 'partner@vethub.test');
  const page = await partner.newPage();
  await page.goto('/submit/deal');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

  const cutStack = (route: { abort: () => Promise<void> }) => route.abort();
  await partner.route(`${stackUrl}/**`, cutStack);
  await partner.setOffline(true);
  const alt = 'The shop counter with a veteran discount sign';
  await choosePicture(page, alt);
  const title = uniqueTitle('Offline picture deal');
  await writeDeal(page, title);
  await publish(page);
  await expect(page.getByText('Your VetDeal is queued on this device.')).toBeVisible();
  expect(await dealImage(title)).toBeUndefined();

  await partner.unroute(`${stackUrl}/**`, cutStack);
  await partner.setOffline(false);
  await expect(page.getByText(LIVE)).toBeVisible({ timeout: 15_000 });
  const row = await dealImage(title);
  expect(row).toMatchObject({ image_alt: alt, image_width: 1600, image_height: 1200 });
  expect(
    await serviceRows('vet_deals', `title=eq.${encodeURIComponent(title)}&select=id`),
  ).toHaveLength(1);
  // One object in the partner's folder under that name, however often the send was tried.
  const [folder, name] = String(row?.image_path).split('/');
  const listed = await fetch(`${stackUrl}/storage/v1/object/list/listing-images`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ prefix: folder, search: name, limit: 10 }),
  });
  expect(((await listed.json()) as { name: string }[]).map((o) => o.name)).toEqual([name]);

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`/vetdeals/${String(row?.id)}`);
  await expect
    .poll(() =>
      guest.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1600);
  await Promise.all([partner.close(), visitor.close()]);
});
