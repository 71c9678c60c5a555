/**
 * 30 sample jobs for the local demo: fictional employers marked "(sample)", is_sample = true,
 * apply links on example.com. Titles, places and pay ranges only illustrate the job board.
 */
import { DEMO_USERS } from './demoUsers';
import { hoursAgo, insertRows, slugify } from './sql';

// title | employer | city | state | remote or on site | type | pay range/period | duties
const JOBS = `
Landscaping Crew Lead | Liberty Lawn Care | Columbia | SC | on site | full-time | 19-24/hour | lead a three-person crew, plan daily routes and keep equipment safe
Lawn Care Technician | Liberty Lawn Care | Columbia | SC | on site | full-time | 16-20/hour | mow, edge and treat lawns and report problems to the crew lead
Seasonal Snow Removal Driver | Liberty Lawn Care | Columbia | SC | on site | temporary | 20-26/hour | clear lots and drives during winter storms
Logistics Coordinator | Prairie Wind Logistics | Omaha | NE | on site | full-time | 48000-58000/year | schedule inbound freight and track shipments
Diesel Mechanic | Iron Valley Fleet Services | Amarillo | TX | on site | full-time | 52000-66000/year | diagnose and repair diesel trucks and generators
IT Help Desk Technician | Brightwater Health Partners |  |  | remote | full-time | 42000-52000/year | answer support tickets and set up laptops for staff
Network Administrator | Cobalt Ridge Systems | Colorado Springs | CO | on site | full-time | 72000-90000/year | maintain switches, firewalls and VPN access
Security Officer | Sentinel Point Security | Norfolk | VA | on site | full-time | 18-22/hour | patrol a corporate campus and write incident reports
Medical Assistant | Willow Creek Family Clinic | Tacoma | WA | on site | full-time | 20-24/hour | room patients, take vital signs and update charts
Emergency Medical Technician | Three Rivers Ambulance | Pittsburgh | PA | on site | full-time | 19-23/hour | respond to 911 calls as part of a two-person crew
Warehouse Supervisor | Keystone Distribution | Harrisburg | PA | on site | full-time | 55000-65000/year | lead a shift of 15 and meet safety and shipping goals
Electrician Apprentice | Bright Spark Electric | Fayetteville | NC | on site | full-time | 17-21/hour | assist licensed electricians on residential jobs while you train
HVAC Technician | Northwind Heating & Cooling | Killeen | TX | on site | full-time | 22-30/hour | install and service heating and cooling systems
Project Coordinator | Oakline Builders | Jacksonville | FL | on site | full-time | 50000-60000/year | track schedules, orders and subcontractor paperwork
Aircraft Maintenance Technician | High Desert Aero Services | Tucson | AZ | on site | full-time | 26-34/hour | inspect and repair regional aircraft
Truck Driver (Regional) | Crossroads Freight Lines | Louisville | KY | on site | full-time | 60000-72000/year | drive regional routes and be home most weekends
Veteran Peer Support Specialist | Harborview Community Services | San Diego | CA | on site | full-time | 45000-54000/year | support veterans in a housing program, one-on-one and in groups
Customer Service Representative | Lakeshore Insurance Group |  |  | remote | part-time | 17-19/hour | answer policyholder calls and chats
Cybersecurity Analyst | Granite Shield Cyber | San Antonio | TX | on site | full-time | 85000-105000/year | monitor alerts and investigate security incidents
Operations Manager | Bluegrass Manufacturing | Lexington | KY | on site | full-time | 78000-92000/year | run daily production and lead shift supervisors
Dispatcher | Silver Line Transit | Albuquerque | NM | on site | full-time | 19-23/hour | assign drivers, track buses and handle radio traffic
Facilities Technician | Riverbend School District | Augusta | GA | on site | full-time | 18-23/hour | repair school buildings and keep systems running
Supply Chain Analyst | Meridian Parts Co. | Dayton | OH | on site | full-time | 60000-72000/year | forecast parts demand and manage vendor orders
Welder | Red Rock Fabrication | Casper | WY | on site | full-time | 23-29/hour | weld structural steel in a fabrication shop
Licensed Practical Nurse | Magnolia Care Center | Biloxi | MS | on site | full-time | 25-30/hour | care for residents in a long-term care home
Training Specialist | Frontier Utility Cooperative | Bismarck | ND | on site | full-time | 58000-68000/year | design and teach safety courses for field crews
Data Entry Clerk | Sandhill Records Services |  |  | remote | part-time | 15-17/hour | enter and check records from scanned forms
Police Dispatcher Trainee | Cedar County Emergency Communications | Cedar Rapids | IA | on site | full-time | 20-24/hour | learn to take emergency calls and dispatch units
Construction Estimator | Summit Ridge Contractors | Boise | ID | on site | full-time | 65000-80000/year | read plans and price commercial building jobs
Recruiter | Homefront Staffing Partners |  |  | remote | contract | 50000-60000/year | find candidates for skilled trade jobs
`
  .trim()
  .split('\n')
  .map((line) => line.split(' | '));

export function sampleJobsSql(): { sql: string; count: number } {
  const rows = JOBS.map((fields, index) => {
    if (fields.length !== 8) throw new Error(`sample job ${index + 1}: expected 8 fields`);
    const [title = '', employer = '', city, state, where, type, pay = '', duties] = fields;
    const [, min, max, period] = /^(\d+)-(\d+)\/(year|hour)$/.exec(pay) ?? [];
    if (!period) throw new Error(`sample job ${index + 1}: bad pay range ${pay}`);
    const slug = slugify(`${title} ${employer}`);
    const partner = employer === 'Liberty Lawn Care';
    const status = index === 2 ? 'pending' : index === 29 ? 'closed' : 'active';
    return {
      owner_id: partner ? DEMO_USERS.partner.id : null,
      title,
      slug,
      employer: `${employer} (sample)`,
      city: city || null,
      state: state || null,
      remote: where === 'remote',
      employment_type: type,
      salary_min: Number(min),
      salary_max: Number(max),
      salary_period: period,
      description:
        `Sample listing for the local demo: ${employer} is not a real employer and this job ` +
        `does not exist.\n\nIn this role you would ${duties}. Military experience in a related ` +
        `field counts toward the requirements.`,
      apply_url: `https://example.com/jobs/${slug}`,
      status,
      is_sample: true,
      posted_at: hoursAgo(12 + index * 9),
      expires_at: null,
      created_at: hoursAgo(12 + index * 9),
      updated_at: hoursAgo(4 + index * 9),
    };
  });
  const sql = [
    `-- ${rows.length} sample jobs from fictional employers (marked "(sample)", is_sample).`,
    insertRows('public.unemployment_jobs', rows),
  ].join('\n\n');
  return { sql, count: rows.length };
}
