/**
 * Made-up services reviewed by the demo veterans, so the directory's top-rated list has something
 * to show after `npm start`. The real organizations keep no rating (organizations.ts): the seed
 * never puts words or stars in a real organization's name. Every service here is "(sample)" with
 * example.com links, and every review says it is a sample.
 *
 * Reviews go in as the database takes any review: the check_service_review trigger accepts only
 * verified veterans (demoUsers.ts verifies DEMO_VETERANS first) and refresh_service_rating
 * publishes a rating from the third review, so the fourth service, with two, stays unrated.
 * Reviews are dated after the demo veterans were verified (29 days before the seed).
 */
import { DEMO_USERS, type DemoVeteran } from './demoUsers';
import { hoursAgo, insertRows, literal, Raw, slugify } from './sql';

interface SampleService {
  name: string;
  title: string;
  category: string;
  services: string[];
  type: 'local' | 'regional';
  state: string;
  city: string;
  excerpt: string;
  reviews: { by: DemoVeteran; rating: number; body: string; daysAgo: number }[];
}

const MARK = ' (sample review)';

const SERVICES: SampleService[] = [
  {
    name: 'Blue Ridge Claims Navigators',
    title: 'Disability and claims: help filing a VA claim',
    category: 'disability',
    services: ['claims assistance', 'benefits counseling'],
    type: 'regional',
    state: 'VA',
    city: 'Roanoke',
    excerpt:
      'Volunteer navigators who help veterans gather evidence and file VA disability claims.',
    reviews: [
      {
        by: 'veteran',
        rating: 5,
        body: 'They went through my service records with me page by page and found the note my claim needed.',
        daysAgo: 26,
      },
      {
        by: 'veteran2',
        rating: 4,
        body: 'Patient and clear. It took two visits to get an appointment, but the help was worth the wait.',
        daysAgo: 21,
      },
      {
        by: 'veteran3',
        rating: 5,
        body: 'My navigator called back every time she said she would.',
        daysAgo: 12,
      },
      {
        by: 'veteran4',
        rating: 4,
        body: 'Good advice on what to bring to my exam.',
        daysAgo: 6,
      },
    ],
  },
  {
    name: 'Harborview Veteran Housing Help',
    title: 'Housing: finding and keeping a home',
    category: 'housing',
    services: ['housing assistance', 'homelessness prevention'],
    type: 'local',
    state: 'WA',
    city: 'Tacoma',
    excerpt: 'Caseworkers who help veterans find a place to live and keep it.',
    reviews: [
      {
        by: 'veteran',
        rating: 4,
        body: 'Helped me with the deposit when I moved for a new job.',
        daysAgo: 27,
      },
      {
        by: 'veteran2',
        rating: 5,
        body: 'They found my family a rental within three weeks and checked in after we moved.',
        daysAgo: 17,
      },
      {
        by: 'veteran4',
        rating: 4,
        body: 'Friendly staff. The waiting list was long in winter.',
        daysAgo: 8,
      },
    ],
  },
  {
    name: 'Prairie Peer Support Circle',
    title: 'Health and mental health: peer groups for veterans and spouses',
    category: 'healthcare',
    services: ['peer support', 'family counseling'],
    type: 'local',
    state: 'KS',
    city: 'Wichita',
    excerpt: 'Weekly peer groups led by veterans, and evening sessions for spouses.',
    reviews: [
      {
        by: 'veteran2',
        rating: 4,
        body: 'Talking with people who had been there helped more than I expected.',
        daysAgo: 28,
      },
      {
        by: 'veteran3',
        rating: 3,
        body: 'A good group, but the evening times did not suit my shifts.',
        daysAgo: 20,
      },
      {
        by: 'veteran4',
        rating: 5,
        body: 'My wife and I both go now. They also pointed us to the Veterans Crisis Line.',
        daysAgo: 10,
      },
      {
        by: 'veteran',
        rating: 4,
        body: 'Welcoming from the first visit.',
        daysAgo: 3,
      },
    ],
  },
  {
    name: 'Summit Career Coaching for Veterans',
    title: 'Jobs and careers: coaching and resumes',
    category: 'employment',
    services: ['career coaching', 'resume assistance'],
    type: 'regional',
    state: 'CO',
    city: 'Denver',
    excerpt: 'One-to-one coaching that turns military experience into a civilian resume.',
    reviews: [
      {
        by: 'veteran3',
        rating: 5,
        body: 'My coach rewrote my resume in plain words and I had two interviews within a month.',
        daysAgo: 15,
      },
      {
        by: 'veteran',
        rating: 4,
        body: 'Useful mock interviews.',
        daysAgo: 5,
      },
    ],
  },
];

const slugOf = (service: SampleService) => `sample-${slugify(service.name)}`;

export function sampleReviewsSql(): { sql: string; services: number; reviews: number } {
  const services = SERVICES.map((s, index) => ({
    name: `${s.name} (sample)`,
    slug: slugOf(s),
    title: s.title,
    excerpt: s.excerpt,
    content:
      `Sample listing for the local demo: ${s.name} is not a real organization. ` +
      'It shows how a service with reviews by verified veterans looks on VetHub.',
    status: 'active',
    services: s.services,
    category: s.category,
    type: s.type,
    state: s.state,
    city: s.city,
    website: `https://example.com/services/${slugify(s.name)}`,
    created_at: hoursAgo(24 * 90 + index),
    updated_at: hoursAgo(24 * 70 + index),
  }));
  const serviceId = (s: SampleService) =>
    new Raw(`(select id from public.services where slug = ${literal(slugOf(s))})`);
  const reviews = SERVICES.flatMap((s) =>
    s.reviews.map((r) => ({
      service_id: serviceId(s),
      reviewer_id: DEMO_USERS[r.by].id,
      rating: r.rating,
      body: `${r.body}${MARK}`,
    })),
  );
  // The trigger dates a new review now(); a second statement spreads them over the past weeks.
  const dates = SERVICES.flatMap((s) =>
    s.reviews.map(
      (r) =>
        `  (${literal(slugOf(s))}, ${literal(DEMO_USERS[r.by].id)}::uuid, ${hoursAgo(24 * r.daysAgo).sql})`,
    ),
  );
  const sql = [
    `-- ${services.length} made-up services and ${reviews.length} sample reviews by the demo veterans (scripts/seed/sampleReviews.ts).`,
    insertRows('public.services', services),
    insertRows('public.service_reviews', reviews),
    `update public.service_reviews r set created_at = v.created_at
  from (values
${dates.join(',\n')}
  ) as v (slug, reviewer_id, created_at), public.services s
 where s.slug = v.slug and r.service_id = s.id and r.reviewer_id = v.reviewer_id;`,
  ].join('\n\n');
  return { sql, services: services.length, reviews: reviews.length };
}
