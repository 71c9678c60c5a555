/**
 * 40 VetDeals from made-up merchants for the local demo. Every merchant name ends in
 * "(sample)", every row has is_sample = true and says so, and every link is on example.com.
 */
import { DEMO_USERS } from './demoUsers';
import { hoursAgo, insertRows, Raw, slugify } from './sql';

type Deal = [merchant: string, title: string, discount: string, category: string];

const DEALS: Deal[] = [
  [
    'Liberty Lawn Care',
    'Spring lawn clean-up for veteran households',
    '15% off the first visit',
    'Home & Garden',
  ],
  [
    'Liberty Lawn Care',
    'Free gutter check with any mowing plan',
    'Free gutter check',
    'Home & Garden',
  ],
  ['Liberty Lawn Care', 'Snow clearing season pass', '10% off the season pass', 'Home & Garden'],
  [
    'Liberty Lawn Care',
    'Yard accessibility review for wheelchair users',
    'Free review',
    'Home & Garden',
  ],
  [
    'Harbor Light Coffee Roasters',
    'Veterans Day coffee on the house',
    'One free drip coffee',
    'Food & Dining',
  ],
  ['Ridgeline Outfitters', 'Hiking boots and packs', '10% off in store', 'Outdoors'],
  [
    'Maple Street Diner',
    'Breakfast for veterans and spouses',
    '10% off breakfast',
    'Food & Dining',
  ],
  [
    'Copperfield Auto Service',
    'Oil change and multi-point inspection',
    '15% off labor',
    'Automotive',
  ],
  [
    'Bluewater Fitness Studio',
    'First month of group classes',
    'First month free',
    'Health & Fitness',
  ],
  ['Northstar Tire & Brake', 'Brake inspection', 'Free inspection', 'Automotive'],
  [
    'Sunrise Family Dental',
    'New-patient cleaning and exam',
    '20% off for new patients',
    'Health & Fitness',
  ],
  ['Quiet Pines Campground', 'Weeknight tent sites', '25% off Sunday to Thursday', 'Travel'],
  ['Lantern Books & Games', 'Books, board games and puzzles', '10% off your purchase', 'Retail'],
  ['Ironside Barber Co.', 'Haircuts for veterans', '$5 off any cut', 'Services'],
  [
    'Prairie Sky Florist',
    'Memorial Day wreaths and arrangements',
    '15% off arrangements',
    'Retail',
  ],
  ['Summit Computer Repair', 'Laptop tune-up and virus removal', '20% off labor', 'Technology'],
  [
    'Clearview Eyewear',
    'Frames with prescription lenses',
    '15% off a complete pair',
    'Health & Fitness',
  ],
  ['Old Depot Pizza', 'Family pizza night', 'Free dessert with a large pizza', 'Food & Dining'],
  ['Riverside Hardware', 'Tools and hardware', '10% off every day', 'Home & Garden'],
  ['Keystone Movers', 'Local moves for PCS and transition', '10% off local moves', 'Services'],
  [
    'Evergreen Yoga Collective',
    'Trauma-informed yoga classes',
    'Two free classes',
    'Health & Fitness',
  ],
  ['Greystone Print Shop', 'Resume printing on quality paper', '25 free resume copies', 'Services'],
  ['Tall Grass Nursery', 'Plants, trees and garden supplies', '10% off plants', 'Home & Garden'],
  ['Compass Rose Travel Desk', 'Trip planning for reunions', 'No planning fee', 'Travel'],
  ['Westbrook Cinema', 'Matinee tickets', '$3 off matinee tickets', 'Entertainment'],
  ['Anchor Point Bakery', 'Birthday and retirement cakes', '10% off custom cakes', 'Food & Dining'],
  ['Trailhead Bike Shop', 'Bike tune-up', '20% off a standard tune-up', 'Outdoors'],
  [
    'Lakeside Pet Grooming',
    'Grooming for service and family dogs',
    'Free nail trim with a groom',
    'Services',
  ],
  [
    'Bright Path Tutoring',
    'Math and writing help for military kids',
    'First session free',
    'Education',
  ],
  ['Cedar Hollow Storage', 'Storage units during a move', 'First month half price', 'Services'],
  ['Red Barn Farm Market', 'Local produce and eggs', '10% off on Saturdays', 'Food & Dining'],
  ['Harmony Music Lessons', 'Guitar and piano lessons', 'Two free lessons', 'Education'],
  ['Stonebridge Locksmith', 'Lock change after a move', '15% off lock changes', 'Home & Garden'],
  ['Skyline Bowling Lanes', 'Bowling for families', 'Free shoe rental', 'Entertainment'],
  [
    'Milestone Photo Studio',
    'Retirement and reunion portraits',
    '20% off portrait sessions',
    'Services',
  ],
  ['Open Road RV Rentals', 'Weekend RV rentals', '10% off weekend rentals', 'Travel'],
  ['Patriot Pantry Meal Kits', 'Weekly meal kits', '15% off the first box', 'Food & Dining'],
  ['Beacon Hill Laundry', 'Wash and fold service', 'First bag free', 'Services'],
  ['Golden Hour Senior Care', 'In-home companion visits', 'Free first visit', 'Health & Fitness'],
  ['Pinecrest Mini Golf', 'Mini golf rounds', 'Buy one round, get one free', 'Entertainment'],
];

/** Statuses by index: a few pending and inactive rows so dashboards and RLS have something. */
function statusOf(index: number): { status: string; active: boolean } {
  if (index === 3 || index === 37) return { status: 'pending', active: true };
  if (index === 38 || index === 39) return { status: 'inactive', active: false };
  if (index % 5 === 1) return { status: 'permanent', active: true };
  return { status: 'active', active: true };
}

export function sampleDealsSql(): { sql: string; count: number } {
  const rows = DEALS.map(([merchant, title, discount, category], index) => {
    const slug = slugify(`${merchant} ${title}`);
    const { status, active } = statusOf(index);
    return {
      owner_id: merchant === 'Liberty Lawn Care' ? DEMO_USERS.partner.id : null,
      title,
      slug,
      merchant: `${merchant} (sample)`,
      discount,
      description:
        `Sample listing for the local demo: ${merchant} is not a real business. ` +
        `This shows how a partner's deal looks on VetHub.`,
      category,
      terms: 'Sample terms: one offer per visit; not combinable with other offers.',
      how_to_redeem: 'Sample instructions: show your veteran ID or VA health ID card at checkout.',
      url: `https://example.com/deals/${slug}`,
      status,
      active,
      verified_only: index % 7 === 4,
      // Write-only: the vet_deal_codes trigger files it away from the public row.
      redemption_code: index % 3 === 0 || index % 7 === 4 ? `SAMPLE-VET-${100 + index}` : null,
      is_sample: true,
      featured_until: index === 0 || index === 4 ? new Raw(`now() + interval '30 days'`) : null,
      expires_at: status === 'permanent' ? null : new Raw(`now() + interval '${180 + index} days'`),
      created_at: hoursAgo(24 * 20 + index * 7),
      updated_at: hoursAgo(3 + index * 7),
    };
  });
  const sql = [
    `-- ${rows.length} sample VetDeals from fictional merchants (marked "(sample)", is_sample).`,
    insertRows('public.vet_deals', rows),
  ].join('\n\n');
  return { sql, count: rows.length };
}
