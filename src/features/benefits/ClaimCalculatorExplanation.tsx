import { List, Paper, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { PlainSection } from '../../components/content/PlainSection';
import { currentLocale } from '../../lib/i18n';
import { addBilateralFactor, BILATERAL_FACTOR, combine, toFinalRating } from './combinedRating';
import { entitlementName } from './entitlementWords';
import { readableDate } from '../../lib/longDate';
import { t } from './words';

/**
 * The figures of data/va/combined-rating.md's rules and examples; each result is worked out by
 * the calculator's own functions, so the page shows what the calculator does.
 */
const WHOLE = 100;
const RULE_4_25 = '38 CFR 4.25';
const RULE_4_26_D = '38 CFR 4.26(d)';
/** 4.26(d) took effect on this day. */
const RULE_4_26_D_FROM = '2023-04-16';
/** Table I's results are rounded to a multiple of 10: 1 to 4 down, 5 to 9 up. */
const ROUNDING = { step: 10, downFrom: 1, downTo: 4, upFrom: 5, upTo: 9 };
/** 4.25's efficiency example: 60 percent, then a further 30 percent. */
const QUOTE = [60, 30] as const;
/** VA's worked example: 50%, 30% and 10%. */
const EXAMPLE = [50, 30, 10] as const;
/** 4.26's example: 60%, 20%, and 10% on each leg. */
const BILATERAL = { first: 60, other: 20, leg: 10 };
/** 38 CFR 4.16: TDIU pays at this rating's rate. */
const TDIU_RATE = 100;

const decimal = (n: number) => n.toLocaleString(currentLocale(), { maximumFractionDigits: 1 });

function quoteValues() {
  const [first, further] = QUOTE;
  const efficient = WHOLE - first;
  const remaining = WHOLE - further;
  return {
    first,
    efficient,
    further,
    remaining,
    left: (efficient * remaining) / WHOLE,
    combined: combine(first, further),
  };
}

function bilateralValues() {
  const { first, other, leg } = BILATERAL;
  const pair = combine(leg, leg);
  const share = (pair * BILATERAL_FACTOR) / WHOLE;
  const group = addBilateralFactor(pair);
  const second = combine(first, group);
  const third = combine(second, other);
  return {
    first,
    other,
    leg,
    pair,
    factor: BILATERAL_FACTOR,
    share: decimal(share),
    exact: decimal(pair + share),
    group,
    second,
    third,
    rating: toFinalRating(third),
  };
}

/** How VA combines ratings, in plain words, from data/va/combined-rating.md. */
export function ClaimCalculatorExplanation() {
  const [a, b, c] = EXAMPLE;
  const ab = combine(a, b);
  const abc = combine(ab, c);
  return (
    <PlainSection heading={t('benefits.explain.title')}>
      <Text>{t('benefits.explain.efficient', { whole: WHOLE, rule: RULE_4_25 })}</Text>
      <Paper withBorder radius="md" p="md" component="blockquote" m={0}>
        <Text>{t('benefits.explain.quote', quoteValues())}</Text>
      </Paper>
      <Title order={3}>{t('benefits.explain.stepsTitle')}</Title>
      <List type="ordered" spacing="xs">
        <List.Item>{t('benefits.explain.step1')}</List.Item>
        <List.Item>{t('benefits.explain.step2')}</List.Item>
        <List.Item>{t('benefits.explain.step3')}</List.Item>
        <List.Item>{t('benefits.explain.step4', ROUNDING)}</List.Item>
      </List>
      <Text>{t('benefits.explain.zero', { zero: 0 })}</Text>

      <Title order={3}>{t('benefits.explain.exampleTitle', { a, b, c })}</Title>
      <Text>{t('benefits.explain.vaExample')}</Text>
      <List type="ordered" spacing="xs">
        <List.Item>{t('benefits.explain.example1', { a, b, result: ab })}</List.Item>
        <List.Item>{t('benefits.explain.example2', { a: ab, b: c, result: abc })}</List.Item>
        <List.Item>
          {t('benefits.explain.example3', { value: abc, rating: toFinalRating(abc) })}
        </List.Item>
      </List>
      <Text>{t('benefits.explain.notAdded', { sum: a + b + c })}</Text>
      <Title order={3}>{t('benefits.explain.bilateralTitle')}</Title>
      <Text>{t('benefits.explain.bilateral', { factor: BILATERAL_FACTOR })}</Text>
      <List spacing="xs">
        <List.Item>{t('benefits.explain.bothSides', { min: BILATERAL.leg, zero: 0 })}</List.Item>
        <List.Item>{t('benefits.explain.fourLimbs', { factor: BILATERAL_FACTOR })}</List.Item>
        <List.Item>
          {t('benefits.explain.better', {
            date: readableDate(RULE_4_26_D_FROM),
            rule: RULE_4_26_D,
          })}
        </List.Item>
      </List>
      <Text>{t('benefits.explain.regulationExample', bilateralValues())}</Text>
      <Text>
        {t('benefits.explain.tdiu', { rate: TDIU_RATE })}{' '}
        <EntitlementLink id="tdiu">{entitlementName('tdiu')}</EntitlementLink>.
      </Text>
    </PlainSection>
  );
}
