/** The database publishes a service's rating from this many reviews (service_reviews migration). */
export const MIN_REVIEWS_FOR_RATING = 3;
