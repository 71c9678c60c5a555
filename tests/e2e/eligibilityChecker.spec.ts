import { expect, test, expectNoAxeViolations, useDisplayMode } from './support';

test('the eligibility checker lists benefits with reasons, never promising', async ({ page }) => {
  await page.goto('/benefits/entitlements');
  const checker = page.getByRole('region', { name: 'Eligibility checker' });
  await checker.getByLabel('Discharge').selectOption({ label: 'Honorable' });
  await checker.getByLabel('Combined VA service-connected rating').selectOption({ label: '50%' });
  await checker.getByLabel('Days of active duty on or after September 11, 2001').fill('800');
  await checker.getByLabel('I am a military retiree').check();

  const gi = checker.getByRole('article', { name: 'Post-9/11 GI Bill (Chapter 33)' });
  await expect(gi).toContainText(
    '800 days of active duty on or after September 11, 2001: the 80% tier.',
  );
  await expect(gi).toContainText(
    'You may qualify: your answers meet the criteria this page can check.',
  );
  const crdp = checker.getByRole('article', {
    name: 'Concurrent Retirement and Disability Pay (CRDP, DoD/DFAS)',
  });
  await expect(crdp).toContainText('You are a military retiree.');
  await expect(crdp.getByRole('link', { name: /Official page/ })).toHaveAttribute(
    'href',
    'https://www.dfas.mil/retiredmilitary/disability/crdp/',
  );
  const groups = checker.getByRole('article', { name: 'VA health care priority groups 1-8' });
  await expect(groups).toContainText('these answers fit priority group 1');
  await expect(checker.getByRole('status')).toHaveText(/\d+ benefits match your answers\./);

  // A dishonorable discharge removes what the data says needs a better one.
  await checker.getByLabel('Discharge').selectOption({ label: 'Dishonorable' });
  await expect(
    checker.getByRole('article', { name: 'Veteran Readiness and Employment (VR&E, Chapter 31)' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, 'eligibility checker with results');
});

for (const mode of ['high-contrast', 'text-200'] as const) {
  test(`the entitlements page with checker results is axe-clean (${mode})`, async ({
    context,
    page,
  }) => {
    await useDisplayMode(context, mode);
    await page.goto('/benefits/entitlements');
    const checker = page.getByRole('region', { name: 'Eligibility checker' });
    await checker.getByLabel('Combined VA service-connected rating').selectOption({ label: '30%' });
    await expect(
      checker.getByRole('article', { name: 'Commissary, exchange and MWR access' }),
    ).toBeVisible();
    await checker.getByLabel('I am', { exact: true }).selectOption({ index: 2 });
    await checker
      .getByLabel(
        'The service member or veteran died in the line of duty or of a service-connected condition',
      )
      .check();
    await expect(
      checker.getByRole('article', { name: 'Dependency and Indemnity Compensation (DIC)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `entitlements with checker (${mode})`);
  });
}
