/** VetDeals in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, addSpanish, t } from '../../../../src/lib/i18n';
import { messages as es } from '../../../../src/features/vetdeals/locales/es.json?lingui';
import { dealExpiry } from '../../../../src/features/vetdeals/dealExpiry';
import { dealCategoryLabel } from '../../../../src/features/vetdeals/dealCategories';
import { dealFilterForm } from '../../../../src/features/vetdeals/dealFilterForm';
import { dealPosting } from '../../../../src/features/vetdeals/dealPosting';
import { dealFormSchema } from '../../../../src/features/vetdeals/dealSchema';
import { stepAt } from '../../../../src/components/posting/postingKind';

addSpanish(es);
afterEach(() => activateLanguage('en'));

// Noon, so the device's time zone cannot move the day.
const deal = { status: 'active' as const, expires_at: '2027-03-03T12:00:00' };

describe('VetDeals in Spanish', () => {
  it('says when a deal ends in each language', () => {
    expect(dealExpiry(deal)).toBe('Ends March 3, 2027');
    expect(dealExpiry({ status: 'permanent', expires_at: null })).toBe('Ongoing offer');
    activateLanguage('es');
    expect(dealExpiry(deal)).toBe('Termina el 3 de marzo de 2027');
    expect(dealExpiry({ status: 'active', expires_at: 'soon' })).toBe('Oferta sin fecha de fin');
  });

  it('translates category labels and keeps the stored values', () => {
    activateLanguage('es');
    expect(dealCategoryLabel('Food & Dining')).toBe('Comida y restaurantes');
    expect(dealCategoryLabel('constructor')).toBe('constructor');
    const category = dealFilterForm.fields.find((field) => field.key === 'category');
    expect(category && 'data' in category ? category.data : []).toContainEqual({
      value: 'Travel',
      label: 'Viajes',
    });
  });

  it('makes the form’s words when they are read, in the page’s language', () => {
    expect(stepAt(dealPosting, 0).fields[0]?.label).toBe('Business name');
    activateLanguage('es');
    expect(stepAt(dealPosting, 0).fields[0]?.label).toBe('Nombre del negocio');
    expect(dealPosting.sent.live).toBe(
      'Gracias: su VetDeal se envió correctamente y ya está publicada.',
    );
  });

  it('fills in arguments, an apostrophe after one included', () => {
    expect(t('vetdeals.detail.website', { merchant: 'Joe' })).toBe("Go to Joe's website");
    expect(t('vetdeals.detail.missing', { id: 12 })).toMatch(/^There is no live deal number 12\./);
    activateLanguage('es');
    expect(t('vetdeals.detail.website', { merchant: 'Joe' })).toBe('Ir al sitio web de Joe');
  });

  it('checks a partner’s deal with messages in the page’s language', () => {
    const empty = { title: ' ', merchant: '' };
    const english = dealFormSchema.safeParse(empty).error?.issues.map((i) => i.message);
    expect(english).toContain('Enter a title for the deal');
    activateLanguage('es');
    const spanish = dealFormSchema.safeParse(empty).error?.issues.map((i) => i.message);
    expect(spanish).toContain('Escriba un título para la oferta');
    expect(spanish).toContain('Escriba el nombre del negocio');
  });
});
