import type { Page } from '@playwright/test';
import { goOffline, reloadOffline, waitForMirror } from './offlineSupport';
import {
  expect,
  test,
  expectNoAxeViolations,
  trackErrors,
  useDisplayMode,
  waitForServiceWorker,
} from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const translatorTables = ['military_careers', 'occupations', 'unemployment_jobs'];

async function search(page: Page, text: string, branch = 'All branches') {
  await page.getByLabel('Branch (optional)').selectOption({ label: branch });
  const box = page.getByRole('searchbox', { name: 'Military job code or title' });
  await box.fill('');
  await box.pressSequentially(text);
}

test('the job translator works offline after one online visit', async ({ context, page }) => {
  const errors = trackErrors(page);
  await page.goto('/employment/job-translator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/information from the O\*NET 30\.1 Database/)).toBeVisible();

  // Online, before or after the first sync: a code search answers.
  await search(page, '0311', 'Marine Corps');
  const rifleman = page.getByRole('article', { name: 'Marine Corps 0311: Rifleman' });
  await expect(rifleman).toBeVisible();
  await expect(rifleman.getByText('No direct civilian equivalent')).toBeVisible();
  await expect(
    rifleman.getByRole('link', { name: /Look for related jobs on the board/ }),
  ).toHaveAttribute('href', '/jobs?keyword=Rifleman');

  await waitForMirror(page, translatorTables);
  // Offline after one visit means the service worker holds the app: without it, the modules the
  // page has not loaded yet fail (seen under load: 17 console errors, one run in three workers).
  await waitForServiceWorker(page);
  await goOffline(context, page);
  await page.reload();

  // An X stands for any skill level digit.
  await search(page, '1D7X1', 'Air Force');
  await expect(
    page.getByRole('heading', { name: 'Air Force 1D711: Cyber Defense Operations Helper' }).first(),
  ).toBeVisible();

  await search(page, '15R', 'Army');
  const repairer = page.getByRole('article', {
    name: 'Army 15R: AH-64 Attack Helicopter Repairer',
  });
  await expect(repairer.getByText('Aircraft Mechanics and Service Technicians')).toBeVisible();
  await repairer.getByRole('button', { name: 'Show details for 15R' }).click();
  await expect(
    repairer.getByText(
      'Diagnose, adjust, repair, or overhaul aircraft engines and assemblies, such as hydraulic and pneumatic systems.',
    ),
  ).toBeVisible();
  await expect(repairer.getByText('$78,680 a year (national median, BLS, May 2024)')).toBeVisible();
  await expect(repairer.getByText('Postsecondary nondegree award')).toBeVisible();
  const jobs = repairer.getByRole('region', { name: /Matching jobs on the VetHub board/ });
  await expect(jobs.getByText('Diesel Mechanic, Iron Valley Fleet Services')).toBeVisible();

  // A code with no O*NET mapping at all is named, not "not found".
  await search(page, '002A', 'Army');
  const patient = page.getByRole('article', { name: 'Army 002A: Patient' });
  await expect(patient.getByText('No direct civilian equivalent')).toBeVisible();

  // Title words.
  await search(page, 'cyber warfare', 'Navy');
  await expect(
    page.getByRole('article', { name: 'Navy CWT: Cyber Warfare Technician' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'job translator offline with results');

  await reloadOffline(context, page);
  await search(page, 'CWT', 'Navy');
  await expect(
    page.getByRole('article', { name: 'Navy CWT: Cyber Warfare Technician' }),
  ).toBeVisible();
  expect(
    errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|fetch/i.test(e)),
  ).toEqual([]);
});

for (const mode of ['high-contrast', 'text-200'] as const) {
  test(`the job translator with results is axe-clean (${mode})`, async ({ context, page }) => {
    await useDisplayMode(context, mode);
    await page.goto('/employment/job-translator');
    await search(page, '15R', 'Army');
    const repairer = page.getByRole('article', {
      name: 'Army 15R: AH-64 Attack Helicopter Repairer',
    });
    await repairer.getByRole('button', { name: 'Show details for 15R' }).click();
    await expect(
      repairer.getByText('$78,680 a year (national median, BLS, May 2024)'),
    ).toBeVisible();
    await search(page, '0311', 'Marine Corps');
    await expect(page.getByText('No direct civilian equivalent').first()).toBeVisible();
    await expectNoAxeViolations(page, `job translator (${mode})`);
  });
}
