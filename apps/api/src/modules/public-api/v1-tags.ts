/** The OpenAPI tags of every public API v1 route. */
export const V1_TAGS = ['public-api-v1'];
