/**
 * Reviews of a service by verified veterans, read from and written to the server directly (they
 * are not mirrored: a review needs the server's checks, and the service's rating, which is
 * mirrored, is what the lists show offline). Every write answers with null or the reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { inPageLanguage } from '../serverAnswers';
import { t } from '../words';

export interface ServiceReview {
  id: number;
  reviewerId: string | null;
  reviewerName: string;
  rating: number;
  body: string | null;
  ownerReply: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ReviewsState =
  | { status: 'loading' }
  | { status: 'ready'; reviews: ServiceReview[] }
  /** Offline: reviews are not kept on the device. */
  | { status: 'offline' }
  | { status: 'error'; message: string };

const COLUMNS = 'id, reviewer_id, reviewer_name, rating, body, owner_reply, created_at, updated_at';
const NO_ANSWER = () => t('data.noAnswer');

function fromRow(row: Record<string, unknown>): ServiceReview {
  return {
    id: Number(row.id),
    reviewerId: typeof row.reviewer_id === 'string' ? row.reviewer_id : null,
    reviewerName: String(row.reviewer_name ?? ''),
    rating: Number(row.rating),
    body: typeof row.body === 'string' ? row.body : null,
    ownerReply: typeof row.owner_reply === 'string' ? row.owner_reply : null,
    createdAt: String(row.created_at ?? ''),
    updatedAt: String(row.updated_at ?? ''),
  };
}

async function fetchReviews(serviceId: number): Promise<ReviewsState> {
  if (!navigator.onLine) return { status: 'offline' };
  const { supabase } = await import('../supabaseClient');
  const { data, error } = await supabase
    .from('service_reviews')
    .select(COLUMNS)
    .eq('service_id', serviceId)
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) return { status: 'error', message: NO_ANSWER() };
  return { status: 'ready', reviews: (data as Record<string, unknown>[]).map(fromRow) };
}

/** The service's reviews, newest first; `reload` after a write. */
export function useServiceReviews(serviceId: number): {
  state: ReviewsState;
  reload: () => void;
} {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; value: ReviewsState } | null>(null);
  const key = `${serviceId}:${round}`;
  useEffect(() => {
    let current = true;
    fetchReviews(serviceId).then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: { status: 'error', message: NO_ANSWER() } }),
    );
    return () => {
      current = false;
    };
  }, [serviceId, key]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);
  const value = state?.key === key ? state.value : (state?.value ?? { status: 'loading' });
  return { state: value, reload };
}

async function answerOf(
  run: (client: (typeof import('../supabaseClient'))['supabase']) => PromiseLike<{
    error: { message: string } | null;
    status: number;
  }>,
): Promise<string | null> {
  if (!navigator.onLine) return t('data.reviews.offline');
  try {
    const { supabase } = await import('../supabaseClient');
    const { error, status } = await run(supabase);
    if (!error) return null;
    // The server's own reasons (4xx) are written for people; anything else is a lost line.
    return status >= 400 && status < 500 ? inPageLanguage(error.message) : NO_ANSWER();
  } catch {
    return NO_ANSWER();
  }
}

export interface ReviewValues {
  rating: number;
  body: string;
}

export const writeReview = (serviceId: number, values: ReviewValues) =>
  answerOf((s) =>
    s
      .from('service_reviews')
      .insert({ service_id: serviceId, rating: values.rating, body: values.body }),
  );

export const changeReview = (reviewId: number, values: ReviewValues) =>
  answerOf((s) =>
    s
      .from('service_reviews')
      .update({ rating: values.rating, body: values.body })
      .eq('id', reviewId),
  );

export const deleteReview = (reviewId: number) =>
  answerOf((s) => s.from('service_reviews').delete().eq('id', reviewId));

export const replyToReview = (reviewId: number, reply: string) =>
  answerOf((s) => s.from('service_reviews').update({ owner_reply: reply }).eq('id', reviewId));
