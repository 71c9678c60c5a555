import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';

/** How VA combines ratings, in plain words, from data/va/combined-rating.md. */
export function ClaimCalculatorExplanation() {
  return (
    <Stack gap="sm">
      <Title order={2}>How VA combines ratings</Title>
      <Text>
        VA applies each further disability to the part of you that is still &ldquo;efficient&rdquo;,
        not to the whole 100 percent. The regulation (38 CFR 4.25) puts it this way:
      </Text>
      <Paper withBorder radius="md" p="md" component="blockquote" m={0}>
        <Text>
          &ldquo;A person having a 60 percent disability is considered 40 percent efficient.
          Proceeding from this 40 percent efficiency, the effect of a further 30 percent disability
          is to leave only 70 percent of the efficiency remaining &hellip; or 28 percent efficiency
          altogether. The individual is thus 72 percent disabled.&rdquo;
        </Text>
      </Paper>
      <Title order={3}>The steps VA follows</Title>
      <List type="ordered" spacing="xs">
        <List.Item>Put the ratings in order, from the highest to the lowest.</List.Item>
        <List.Item>
          Combine the two highest using VA&apos;s Combined Ratings Table. The result is a whole
          number, called the combined value.
        </List.Item>
        <List.Item>
          Combine that value, exactly as found in the table, with the next rating. Repeat until
          every rating is used. Do not round in between.
        </List.Item>
        <List.Item>
          Round once, at the very end, to the nearest multiple of 10. Values ending in 1 to 4 go
          down; values ending in 5 to 9 go up.
        </List.Item>
      </List>
      <Text>
        A rating of 0% does not change the combined value. When conditions affect both arms or both
        legs, VA also applies an extra rule called the bilateral factor before combining.
      </Text>

      <Title order={3}>Worked example: 50%, 30% and 10%</Title>
      <Text>This is VA&apos;s own example.</Text>
      <List type="ordered" spacing="xs">
        <List.Item>50% combined with 30% gives 65.</List.Item>
        <List.Item>65 combined with 10% gives 69.</List.Item>
        <List.Item>69 rounds up to a combined rating of 70%.</List.Item>
      </List>
      <Text>
        Adding the ratings would give 90, which is not how VA counts. Multiplying them out with
        decimals and rounding only at the end can also give a different answer for some combinations
        of three or more ratings. The table method, step by step, is the one VA uses.
      </Text>
      <Title order={3}>The bilateral factor: both arms or both legs</Title>
      <Text>
        When you have a rated condition on both arms, or on both legs, VA first combines those
        ratings as a group. It then adds 10% of that value (it adds, it does not combine) and rounds
        to a whole number. The result counts as one rating for the rest of the steps.
      </Text>
      <List spacing="xs">
        <List.Item>
          Both sides must have a rating of at least 10%. A 0% rating on one side means no bilateral
          factor.
        </List.Item>
        <List.Item>
          If both arms and both legs qualify, all four limbs form one group and the 10% is added
          once.
        </List.Item>
        <List.Item>
          Since April 16, 2023, if leaving a condition out of the bilateral factor gives you a
          higher combined rating, VA does that instead (38 CFR 4.26(d)). This calculator checks
          every way and shows the better one.
        </List.Item>
      </List>
      <Text>
        The regulation&apos;s own example: 60%, 20%, and 10% on each leg. The two 10% ratings
        combine to 19; adding 10% of 19 (1.9) gives 20.9, which becomes 21. Then 60 and 21 combine
        to 68, and 68 and 20 combine to 74, which rounds to a combined rating of 70%.
      </Text>
      <Text>
        Individual Unemployability (TDIU) pays at the 100% rate but does not change your combined
        rating. Read about <EntitlementLink id="tdiu" />.
      </Text>
    </Stack>
  );
}
