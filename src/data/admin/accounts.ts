/** Partner review and people search (review_partner(), admin_partner_queue(), admin_people()). */
import { adminCall } from './adminCall';

export interface Person {
  id: string;
  email: string;
  full_name: string | null;
  company_name: string | null;
  website: string | null;
  phone: string | null;
  user_type: string;
  account_type?: string;
  partner_status: string;
  verified_veteran?: boolean;
  created_at: string;
  listings?: number;
  pending_deals?: number;
}

export type PartnerDecision = 'approve' | 'suspend' | 'restore';

export async function fetchPartnerQueue(): Promise<Person[]> {
  return (await adminCall<Person[]>((db) => db.rpc('admin_partner_queue'))) ?? [];
}

export async function findPeople(search: string): Promise<Person[]> {
  return (await adminCall<Person[]>((db) => db.rpc('admin_people', { search }))) ?? [];
}

export async function reviewPartner(userId: string, decision: PartnerDecision, reason?: string) {
  await adminCall((db) => db.rpc('review_partner', { user_id: userId, decision, reason }));
}
