// @vitest-environment node
/**
 * The benefits pages in the page's language (issue 35): English as before, Spanish on Spanish
 * pages, with every figure coming from the data or the code, never typed into a message.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import phases from '../../../../data/va/claim-phases.json';
import raw from '../../../../data/va/entitlements.json';
import deadlinesFile from '../../../../data/va/deadlines.json';
import english from '../../../../src/features/benefits/locales/en.json';
import spanish from '../../../../src/features/benefits/locales/es.json';
import deadlineEnglish from '../../../../src/features/benefits/deadlines/locales/en.json';
import deadlineSpanish from '../../../../src/features/benefits/deadlines/locales/es.json';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage } from '../../../../src/lib/i18n';
import { entitlements } from '../../../../src/lib/entitlements';
import { combineAll } from '../../../../src/features/benefits/combinedRating';
import { compensationFor, noDependents } from '../../../../src/features/benefits/compensationRates';
import { stepsFor } from '../../../../src/features/benefits/claimSteps';
import { newClaimSchema } from '../../../../src/features/benefits/claimTrackerStorage';
import { runningDeadlines } from '../../../../src/features/benefits/claimDeadlines';
import { deadlineText, dueInWords } from '../../../../src/features/benefits/deadlineWords';
import {
  entitlementEligibility,
  entitlementName,
  entitlementNumbers,
  readableNumbers,
} from '../../../../src/features/benefits/entitlementWords';
import { checkEligibility, emptyAnswers } from '../../../../src/features/benefits/eligibilityRules';

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

describe('the benefits pages in Spanish', () => {
  it('type no figure into a message: figures are arguments, from data or code', () => {
    const catalogs = [english, spanish, deadlineEnglish, deadlineSpanish];
    for (const catalog of catalogs as Record<string, string>[]) {
      for (const [id, message] of Object.entries(catalog)) {
        // Arguments ({n1}, {rating}) and link tags (<0>…</0>) are not figures.
        const words = message.replace(/\{\s*\w+\s*\}/g, '').replace(/<\/?\d+>/g, '');
        expect(words, id).not.toMatch(/\d/);
      }
    }
  });

  it("say the data's words in English exactly as the data files write them", () => {
    for (const item of entitlements) {
      const data = raw.entitlements.find((e) => e.id === item.id);
      expect(entitlementName(item.id)).toBe(data?.name);
      expect(entitlementEligibility(item)).toBe(data?.key_eligibility);
      expect(entitlementNumbers(item)).toBe(
        data?.key_numbers ? readableNumbers(data.key_numbers) : null,
      );
    }
    expect(stepsFor('compensation').map((s) => [s.name, s.meaning])).toEqual(
      phases.eight_steps.map((s) => [s.name, s.meaning]),
    );
    expect(stepsFor('other').map((s) => s.meaning)).toEqual(
      phases.five_steps.map((s) => s.meaning),
    );
  });

  it("put the data's own figures into the Spanish", () => {
    activateLanguage('es');
    const dic = entitlements.find((e) => e.id === 'dic');
    expect(dic && entitlementNumbers(dic)).toContain('$1,699.36');
    expect(stepsFor('compensation')[7]?.meaning).toContain('10 días hábiles');
    expect(stepsFor('compensation')[3]?.meaning).toContain('paso 3');
    expect(entitlementName('post911_gi_bill')).toBe('Post-9/11 GI Bill (Capítulo 33)');
  });

  it('work out a combined rating in Spanish, step by step', () => {
    activateLanguage('es');
    const result = combineAll([
      { rating: 60, limb: 'none' },
      { rating: 10, limb: 'leftLeg' },
      { rating: 10, limb: 'rightLeg' },
    ]);
    expect(result.steps).toEqual([
      'Grupo bilateral: pierna izquierda 10%, pierna derecha 10%',
      '10% combinado con 10% da 19%',
      'Factor bilateral: el 10% de 19 es 1.9; al sumarlo da 21',
      'De mayor a menor: 60%, 21%',
      '60% combinado con 21% da 68%',
      '68 se redondea a 70%',
    ]);
    const pay = compensationFor(70, { ...noDependents, spouse: true, childrenUnder18: 3 });
    expect(pay.lines.map((l) => l.label)).toEqual([
      'Con cónyuge y 1 hijo dependiente menor de 18 años',
      '2 hijos dependientes más menores de 18 años',
    ]);
  });

  it("say the tracker's steps, time limits and errors in Spanish", () => {
    activateLanguage('es');
    expect(stepsFor('compensation')[2]?.name).toBe('Recopilación de pruebas');
    const [running] = runningDeadlines({ intentToFile: '2026-01-05' }, '2026-12-01');
    expect(running && deadlineText(running.deadline).label).toBe(
      deadlinesFile.deadlines[0]?.es.label,
    );
    expect(running && dueInWords(running)).toBe('Vence el 5 de enero de 2027: quedan 35 días.');
    const parsed = newClaimSchema.safeParse({
      kind: 'compensation',
      label: ' ',
      filedOn: '2026-01-05',
      step: 1,
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      'Póngale al reclamo un nombre que usted reconozca.',
    );
  });

  it("give the eligibility checker's reasons in Spanish", () => {
    activateLanguage('es');
    const [first] = checkEligibility({ ...emptyAnswers, discharge: 'honorable', rating: 30 });
    expect(first?.why).toEqual(['Su baja no es deshonrosa.']);
    expect(first?.stillChecked).toContain('calificación del 10%');
  });
});
