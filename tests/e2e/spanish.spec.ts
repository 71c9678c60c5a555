/**
 * VetHub en español (issue 35): the shell and each page's title in Spanish under /es, the switch
 * between the twins, a remembered choice, a browser that prefers Spanish, and a Spanish page
 * reloaded offline.
 */
import {
  box,
  insertAsService,
  PARTNER_ID,
  publish,
  serviceRows,
  signedInContext,
  uniqueTitle,
  writeDeal,
} from './postingSupport';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  NETWORK_CUT,
  stackUrl,
  test,
} from './support';

test('a Spanish page speaks Spanish: shell, title, twin links, language, and passes axe', async ({
  page,
}) => {
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Beneficios');
  await expect(
    page.getByRole('complementary', { name: 'Línea de Crisis para Veteranos' }),
  ).toContainText('Llame al 988 y oprima 1');
  await expect(page).toHaveTitle('VetHub — centro comunitario para veteranos');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
  const twin = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
  await expect(twin('en')).toHaveAttribute('href', /\/$/);
  await expect(twin('es')).toHaveAttribute('href', /\/es\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/$/);
  await expectNoAxeViolations(page, '/es/');
});

test('the switch opens the same page in the other language, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/vetdeals');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('link', { name: 'Español' }).first().click();
  await expect(page).toHaveURL(/\/es\/vetdeals$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

  // An English link opened later, e.g. from a bookmark, opens in the language chosen.
  await page.goto('/benefits');
  await expect(page).toHaveURL(/\/es\/benefits$/);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Empleo');
  await expect(page).toHaveTitle('Beneficios · VetHub');

  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/benefits$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Benefits');
});

test.describe('a browser that puts Spanish first', () => {
  test.use({ locale: 'es-US' });

  test('opens VetHub in Spanish on a first visit, before anything paints in English', async ({
    page,
  }) => {
    await page.goto('/employment');
    await expect(page).toHaveURL(/\/es\/employment$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a Spanish page reloaded without a connection stays Spanish', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(NETWORK_CUT, 'the network is cut on purpose');
    await page.goto('/es/vetdeals');
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', {
      timeout: 60_000,
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Beneficios');
    await expect(page.locator('footer')).toContainText(
      'VetHub es un sitio comunitario independiente',
    );
    await context.setOffline(false);
  });
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a Spanish page is prerendered in Spanish: heading, shell and language', async ({
    page,
  }) => {
    await page.goto('/es/benefits');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page).toHaveTitle('Beneficios · VetHub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficios');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Vivienda');
  });
});

test('Spanish pages list deals written in Spanish first and mark the others as in English', async ({
  page,
}) => {
  const token = `Orden${Date.now()}`;
  const deal = (title: string, language: string) =>
    insertAsService('vet_deals', {
      owner_id: PARTNER_ID,
      title,
      slug: `${language}-${token.toLowerCase()}`,
      merchant: 'E2E Ferretería',
      discount: '15%',
      category: 'Services',
      status: 'active',
      language,
    });
  const spanish = `${token} herramientas en español`;
  const english = `${token} tools in English`;
  // The English deal is the newer one: English pages list it first.
  await deal(spanish, 'es');
  await deal(english, 'en');
  const titles = page.getByTestId('deal-card').getByRole('heading');

  await page.goto(`/vetdeals?q=${token}`);
  await expect(titles).toHaveText([english, spanish]);
  await expect(page.getByTestId('deal-card').first()).not.toContainText('En inglés');

  await page.goto(`/es/vetdeals?q=${token}`);
  await expect(titles).toHaveText([spanish, english]);
  const cards = page.getByTestId('deal-card');
  await expect(cards.filter({ hasText: english })).toContainText('En inglés');
  await expect(cards.filter({ hasText: spanish })).not.toContainText('En inglés');
  await expectNoAxeViolations(page, '/es/vetdeals with a Spanish and an English deal');
});

test('a partner posts a deal in Spanish: it shows first on /es/vetdeals, and in Spanish to screen readers', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await signedInContext(browser, 'partner@vethub.test');
  const page = await partner.newPage();
  const title = uniqueTitle('Descuento en jardinería');
  await page.goto('/submit/deal');
  // A partner on an English page chooses the language the deal is written in.
  const language = page.getByRole('combobox', { name: 'Language of the deal' });
  await expect(language).toHaveValue('en');
  await language.selectOption('es');
  await box(page, 'Description').fill('Corte de césped para veteranos.');
  await writeDeal(page, title);
  await publish(page);
  await expect(page).toHaveURL(/\/vetdeals\/success\?entry=/);
  // Sent at once, stored a moment later: the row as the server keeps it.
  await expect
    .poll(async () => {
      const rows = await serviceRows(
        'vet_deals',
        `title=eq.${encodeURIComponent(title)}&select=language`,
      );
      return rows.map((r) => r.language);
    })
    .toEqual(['es']);

  // A newer deal in English with the same words: English pages list it first, Spanish ones not.
  const token = title.split(' ').at(-1) ?? title;
  const english = `${token} lawn deal in English`;
  await insertAsService('vet_deals', {
    owner_id: PARTNER_ID,
    title: english,
    slug: `en-${token.toLowerCase()}`,
    merchant: 'E2E Lawn',
    discount: '10%',
    status: 'active',
    language: 'en',
  });
  const visitor = await browser.newPage();
  const titles = visitor.getByTestId('deal-card').getByRole('heading');
  await visitor.goto(`/es/vetdeals?q=${encodeURIComponent(token)}`);
  await expect(titles).toHaveText([title, english]);
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByText('Corte de césped para veteranos.')).toHaveAttribute('lang', 'es');
  await expect(visitor.getByText('En inglés')).toHaveCount(0);
  await partner.close();
});

test('a Spanish-speaking veteran registers in Spanish, keeps Spanish on the account, and saves a deal', async ({
  page,
}) => {
  const email = `es-${Date.now().toString(36)}@example.test`;
  await page.goto('/es/auth/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.getByRole('radio', { name: 'Un veterano o un familiar' }).check();
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Nueva-clave-9');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Rivera');
  await expectNoAxeViolations(page, '/es/auth/register');
  await page.getByRole('button', { name: 'Crear una cuenta' }).click();
  // Signed in, still in Spanish: the dashboard under /es.
  await expect(page).toHaveURL('/es/dashboard/veteran');
  const [profile] = await serviceRows(
    'profiles',
    `select=language&id=eq.${await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token')) ?? '';
      return (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { id?: string } }).user?.id;
    })}`,
  );
  expect(profile?.language).toBe('es');

  const title = `Oferta guardada ${Date.now()}`;
  await insertAsService('vet_deals', {
    owner_id: PARTNER_ID,
    title,
    slug: `guardada-${Date.now()}`,
    merchant: 'E2E Café',
    discount: '2x1',
    status: 'active',
    language: 'es',
  });
  await page.goto(`/es/vetdeals?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await card.getByRole('button', { name: new RegExp(title) }).click();
  await page.goto('/es/saved');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elementos guardados');
  await expect(page.getByText(title)).toBeVisible();
});

test('mail to a Spanish-speaking veteran is in Spanish, and its link comes back to the Spanish page', async ({
  page,
  request,
}) => {
  const email = `es-reset-${Date.now().toString(36)}@example.test`;
  await createAccount(email, 'Vieja-clave-1', { language: 'es' });
  await page.goto('/es/auth');
  await page
    .getByRole('textbox', { name: 'Correo electrónico para recibir el enlace', exact: true })
    .fill(email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByText('Revise su correo electrónico')).toBeVisible();
  const mailbox = await request.get(
    `${stackUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`,
  );
  const [mail] = (
    (await mailbox.json()) as {
      messages: { subject: string; text: string; links: string[] }[];
    }
  ).messages;
  expect(mail?.subject).toBe('Restablezca su contraseña');
  expect(mail?.text).toContain('Alguien pidió restablecer la contraseña de su cuenta de VetHub.');
  expect(mail?.text).toMatch(/O escriba este código: \d{6}/);
  await page.goto(mail?.links.find((l) => l.includes('/auth/v1/verify')) ?? '');
  await expect(page).toHaveURL(/\/es\/auth\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Su nueva contraseña' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Nueva-clave-2');
  await page
    .getByRole('textbox', { name: 'Repita la nueva contraseña', exact: true })
    .fill('Nueva-clave-2');
  await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
  await expect(page).toHaveURL(/\/es\/dashboard/);
});
