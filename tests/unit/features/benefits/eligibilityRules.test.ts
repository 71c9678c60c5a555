// @vitest-environment node
import { describe, expect, it } from 'vitest';
import raw from '../../../../data/va/entitlements.json';
import {
  checkEligibility,
  emptyAnswers,
  priorityGroup,
  type EligibilityAnswers,
} from '../../../../src/features/benefits/eligibilityRules';
import { post911, post911Percentage } from '../../../../src/lib/post911Tiers';

const answers = (over: Partial<EligibilityAnswers>): EligibilityAnswers => ({
  ...emptyAnswers,
  ...over,
});
const ids = (a: EligibilityAnswers) => checkEligibility(a).map((r) => r.id);
const result = (a: EligibilityAnswers, id: string) => checkEligibility(a).find((r) => r.id === id);

/** What entitlements.json says of a benefit: the expectations below are read from it. */
function stated(id: string): string {
  const entry = raw.entitlements.find((e) => e.id === id);
  if (!entry) throw new Error(`entitlements.json has no ${id}`);
  return entry.key_eligibility;
}
const figure = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));
function statedNumber(id: string, pattern: RegExp): number {
  const match = pattern.exec(stated(id));
  if (!match) throw new Error(`entitlements.json, ${id}: no match for ${pattern}`);
  return figure(match[1]);
}

/** The Post-9/11 tiers as a reader of the data file reads them: "910-1,094 days 90%". */
const dataTiers = [
  ...stated('post911_gi_bill').matchAll(
    /([\d,]+)(?:\+|-([\d,]+))(?: days)?(?: \(\d+ months\))? (\d+)%/g,
  ),
].map((m) => ({ min: figure(m[1]), max: m[2] ? figure(m[2]) : null, share: figure(m[3]) }));

/** Priority groups 1–8 of the data file, by number: "PG2: SC 30-40%." */
const dataGroups = new Map(
  [...stated('health_priority_groups').matchAll(/PG(\d): (.*?)(?= PG\d: |$)/g)].map((m) => [
    Number(m[1]),
    m[2] ?? '',
  ]),
);
function groupRange(group: number): [number, number] {
  const match = /SC (\d+)(?:%\+|-(\d+)%)/.exec(dataGroups.get(group) ?? '');
  if (!match) throw new Error(`entitlements.json states no rating for priority group ${group}`);
  return [figure(match[1]), match[2] ? figure(match[2]) : 100];
}

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

  it("reads the Post-9/11 GI Bill's other route (Purple Heart or a service-connected discharge) from the data file", () => {
    const route = /Purple Heart or (\d+)-day SC discharge (\d+)%/.exec(stated('post911_gi_bill'));
    expect(route).not.toBeNull();
    expect(post911.disabilityDischargeDays).toBe(Number(route?.[1]));
    expect(post911.purpleHeartOrDisabilityShare).toBe(Number(route?.[2]));
  });

  it('uses the Post-9/11 GI Bill tiers of the data file', () => {
    expect(dataTiers.length).toBeGreaterThan(1);
    for (const tier of dataTiers) {
      expect(post911Percentage(tier.min)).toBe(tier.share);
      if (tier.max !== null) expect(post911Percentage(tier.max)).toBe(tier.share);
    }
    const shortest = Math.min(...dataTiers.map((t) => t.min));
    expect(post911Percentage(shortest - 1)).toBeNull();
    expect(ids(answers({ daysAfter911: shortest - 1 }))).not.toContain('post911_gi_bill');

    const days = Math.round((shortest + (dataTiers.find((t) => t.min === shortest)?.max ?? 0)) / 2);
    const share = dataTiers.find((t) => t.min === shortest)?.share;
    expect(result(answers({ daysAfter911: days }), 'post911_gi_bill')).toMatchObject({
      fit: 'meets',
      why: [`${days} days of active duty on or after September 11, 2001: the ${share}% tier.`],
    });
  });

  it('needs a discharge other than dishonorable and the rating the data states for VR&E', () => {
    const vre = statedNumber('vre_ch31', /SC rating of at least (\d+)%/);
    expect(result(answers({ discharge: 'general', rating: vre }), 'vre_ch31')?.fit).toBe('meets');
    expect(result(answers({ rating: vre }), 'vre_ch31')?.fit).toBe('check');
    expect(ids(answers({ discharge: 'dishonorable', rating: 30 }))).not.toContain('vre_ch31');
    expect(ids(answers({ discharge: 'honorable', rating: vre - 10 }))).not.toContain('vre_ch31');
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
    for (const group of [1, 2, 3]) {
      const [low, high] = groupRange(group);
      expect(priorityGroup(answers({ rating: low }))).toBe(group);
      expect(priorityGroup(answers({ rating: high }))).toBe(group);
    }
    expect(priorityGroup(answers({ rating: groupRange(3)[0] - 10 }))).toBeNull();
    expect(dataGroups.get(1)).toContain('Medal of Honor');
    expect(priorityGroup(answers({ medalOfHonor: true }))).toBe(1);
    expect(dataGroups.get(3)).toContain('Purple Heart');
    expect(priorityGroup(answers({ purpleHeart: true }))).toBe(3);
    expect(dataGroups.get(3)).toContain('former POW');
    expect(priorityGroup(answers({ formerPow: true, rating: 0 }))).toBe(3);
  });

  it('gives CRDP to retirees at the rating the data states, and commissary access to any rating', () => {
    const crdp = statedNumber('crdp', /rating of at least (\d+)%/);
    expect(result(answers({ militaryRetiree: true, rating: crdp }), 'crdp')?.fit).toBe('meets');
    expect(ids(answers({ militaryRetiree: true, rating: crdp - 10 }))).not.toContain('crdp');
    expect(result(answers({ rating: 0 }), 'commissary_exchange')?.fit).toBe('meets');
    expect(ids(answers({}))).not.toContain('commissary_exchange');
  });

  it('lists TDIU from the rating the data states, and pension only for wartime service with the listed situations', () => {
    const tdiu = statedNumber('tdiu', /one SC disability rated (\d+)%\+/);
    expect(ids(answers({ rating: tdiu - 10 }))).not.toContain('tdiu');
    expect(ids(answers({ rating: tdiu }))).toContain('tdiu');
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
