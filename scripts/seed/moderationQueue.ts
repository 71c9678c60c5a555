/**
 * What makes the admin console's queue show work after `npm start`: a pending service and a
 * pending article from the demo partner (beside the seed's pending deal and job), and one open
 * report on a live sample deal. The demo partners are approved partners, so their new deals go
 * live at once as the spec's "is now live" message says.
 */
import { DEMO_USERS } from './demoUsers';
import { hoursAgo, insertRows, literal } from './sql';

export function moderationQueueSql(): string {
  const partner = DEMO_USERS.partner.id;
  const service = {
    owner_id: partner,
    name: 'Liberty Lawn Care yard help for disabled veterans',
    slug: 'liberty-lawn-care-yard-help',
    title: 'Yard work for veterans who cannot do it themselves (sample)',
    excerpt:
      'Mowing, leaf clearing and snow shovelling for veterans with a service-connected disability.',
    content:
      'A sample listing from the demo partner, waiting for review.\n\n' +
      '- Mowing every two weeks from April to October\n- Leaf clearing in the fall\n' +
      '- Snow shovelling of paths and ramps',
    status: 'pending',
    services: ['Home maintenance'],
    type: 'local',
    category: 'community',
    created_at: hoursAgo(30),
    updated_at: hoursAgo(30),
  };
  const post = {
    owner_id: partner,
    title: 'What we learned mowing lawns for veterans (sample)',
    slug: 'what-we-learned-mowing-lawns-for-veterans',
    excerpt: 'A sample article from the demo partner, waiting for review.',
    content:
      'A sample article from the demo partner.\n\n## Start small\n\nWe began with four ' +
      'neighbours and a borrowed trailer.',
    category: 'Stories',
    author: 'Sam Carter',
    status: 'pending',
    created_at: hoursAgo(20),
    updated_at: hoursAgo(20),
  };
  return [
    '-- The admin queue: pending items and one open report (scripts/seed/moderationQueue.ts).',
    `update public.profiles set partner_status = 'approved', partner_reviewed_at = now()
  where id in (${literal(partner)}, ${literal(DEMO_USERS.both.id)});`,
    insertRows('public.services', [service]),
    insertRows('public.blog_posts', [post]),
    `insert into public.reports (table_name, item_id, reason, details, device_id, created_at)
select 'vet_deals', d.id, 'wrong_information',
       'The phone number on this deal did not answer (sample report).', 'seed-device-0001',
       now() - interval '2 hours'
  from public.vet_deals d
 where d.is_sample and d.status = 'active' and d.owner_id is null
 order by d.id limit 1;`,
  ].join('\n\n');
}
