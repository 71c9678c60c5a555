import { describe, expect, it } from 'vitest';
import raw from '../../../../data/va/entitlements.json';
import {
  checkEligibility,
  emptyAnswers,
  post911Percentage,
  priorityGroup,
  type EligibilityAnswers,
} from '../../../../src/features/benefits/eligibilityRules';

const answers = (over: Partial<EligibilityAnswers>): EligibilityAnswers => ({
  ...emptyAnswers,
  ...over,
});
const ids = (a: EligibilityAnswers) => checkEligibility(a).map((r) => r.id);
const result = (a: EligibilityAnswers, id: string) => checkEligibility(a).find((r) => r.id === id);

describe('eligibility checker rules', () => {
  it('only names benefits that exist in entitlements.json', () => {
    const known = new Set(raw.entitlements.map((e) => e.id));
    const everything = answers({
      discharge: 'honorable',
      rating: 100,
      daysAfter911: 1200,
      enteredActiveDuty: '2002-01-01',
      wartimeService: true,
      pensionSituation: true,
      purpleHeart: true,
      formerPow: true,
      medalOfHonor: true,
      militaryRetiree: true,
      selectedReserve: true,
    });
    for (const id of ids(everything)) expect(known.has(id)).toBe(true);
    for (const id of ids(
      answers({ role: 'family', veteranDied: true, veteranTotallyDisabled: true }),
    ))
      expect(known.has(id)).toBe(true);
  });

  it('uses the Post-9/11 GI Bill tiers of the data file', () => {
    expect(post911Percentage(89)).toBeNull();
    expect(post911Percentage(90)).toBe(50);
    expect(post911Percentage(179)).toBe(50);
    expect(post911Percentage(180)).toBe(60);
    expect(post911Percentage(545)).toBe(70);
    expect(post911Percentage(730)).toBe(80);
    expect(post911Percentage(909)).toBe(80);
    expect(post911Percentage(910)).toBe(90);
    expect(post911Percentage(1095)).toBe(100);
    expect(result(answers({ daysAfter911: 400 }), 'post911_gi_bill')).toMatchObject({
      fit: 'meets',
      why: ['400 days of active duty on or after September 11, 2001: the 60% tier.'],
    });
    expect(ids(answers({ daysAfter911: 60 }))).not.toContain('post911_gi_bill');
  });

  it('needs a discharge other than dishonorable and a 10% rating for VR&E', () => {
    expect(result(answers({ discharge: 'general', rating: 10 }), 'vre_ch31')?.fit).toBe('meets');
    expect(result(answers({ rating: 10 }), 'vre_ch31')?.fit).toBe('check');
    expect(ids(answers({ discharge: 'dishonorable', rating: 30 }))).not.toContain('vre_ch31');
    expect(ids(answers({ discharge: 'honorable', rating: 0 }))).not.toContain('vre_ch31');
  });

  it('lists compensation and health care only without a dishonorable discharge', () => {
    expect(ids(answers({ discharge: 'honorable' }))).toEqual(
      expect.arrayContaining(['disability_compensation', 'health_care']),
    );
    const dishonorable = ids(answers({ discharge: 'dishonorable' }));
    expect(dishonorable).not.toContain('disability_compensation');
    expect(dishonorable).not.toContain('health_care');
  });

  it('places priority groups 1 to 3 as the data states them', () => {
    expect(priorityGroup(answers({ rating: 50 }))).toBe(1);
    expect(priorityGroup(answers({ medalOfHonor: true }))).toBe(1);
    expect(priorityGroup(answers({ rating: 40 }))).toBe(2);
    expect(priorityGroup(answers({ rating: 30 }))).toBe(2);
    expect(priorityGroup(answers({ rating: 20 }))).toBe(3);
    expect(priorityGroup(answers({ purpleHeart: true }))).toBe(3);
    expect(priorityGroup(answers({ formerPow: true, rating: 0 }))).toBe(3);
    expect(priorityGroup(answers({ rating: 0 }))).toBeNull();
  });

  it('gives CRDP to retirees at 50% or more, and commissary access to any rating', () => {
    expect(result(answers({ militaryRetiree: true, rating: 50 }), 'crdp')?.fit).toBe('meets');
    expect(ids(answers({ militaryRetiree: true, rating: 40 }))).not.toContain('crdp');
    expect(result(answers({ rating: 0 }), 'commissary_exchange')?.fit).toBe('meets');
    expect(ids(answers({}))).not.toContain('commissary_exchange');
  });

  it('lists TDIU from 60% and pension only for wartime service with the listed situations', () => {
    expect(ids(answers({ rating: 50 }))).not.toContain('tdiu');
    expect(ids(answers({ rating: 60 }))).toContain('tdiu');
    expect(ids(answers({ wartimeService: true }))).not.toContain('veterans_pension');
    expect(ids(answers({ wartimeService: true, pensionSituation: true }))).toContain(
      'veterans_pension',
    );
  });

  it('shows survivors and dependents their own benefits, never as certain', () => {
    const family = checkEligibility(answers({ role: 'family', veteranDied: true }));
    expect(family.map((r) => r.id)).toEqual(['dic', 'dea_ch35', 'fry_scholarship', 'burial']);
    expect(family.every((r) => r.fit === 'check')).toBe(true);
    expect(ids(answers({ role: 'family', veteranTotallyDisabled: true }))).toEqual([
      'dea_ch35',
      'burial',
    ]);
  });

  it('gives every result a reason and what is still checked', () => {
    for (const r of checkEligibility(
      answers({ rating: 70, discharge: 'honorable', purpleHeart: true }),
    )) {
      expect(r.why.length).toBeGreaterThan(0);
      expect(r.stillChecked.length).toBeGreaterThan(0);
    }
  });
});
