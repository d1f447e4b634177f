import * as v from 'valibot';

/** Ad formats of spec §3; the feed's ad unit uses `native` (spec §9). */
export const AD_FORMATS = ['banner', 'card', 'native', 'sidebar', 'square'] as const;
export type AdFormat = (typeof AD_FORMATS)[number];
export const AD_FORMAT_DEFAULT: AdFormat = 'native';
/** Ads asked per request by default (spec §9, "ad frequency default 3"), and at most. */
export const AD_LIMIT_DEFAULT = 3;
export const AD_LIMIT_MAX = 20;

/** An advertisement (spec §3) as the feed shows it. */
export const AdvertisementSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  imageUrl: v.string(),
  link: v.string(),
  buttonText: v.string(),
  price: v.nullable(v.string()),
  discount: v.nullable(v.string()),
  category: v.string(),
  sponsor: v.string(),
  format: v.picklist(AD_FORMATS),
});
export type Advertisement = v.InferOutput<typeof AdvertisementSchema>;

/** `GET /api/ads`: a random sample of `limit` ads of one format, optionally in one language. */
export const AdListQuerySchema = v.object({
  format: v.optional(v.picklist(AD_FORMATS, 'invalid_format'), AD_FORMAT_DEFAULT),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'integer'), v.transform(Number), v.minValue(1), v.maxValue(AD_LIMIT_MAX)), String(AD_LIMIT_DEFAULT)),
  language: v.optional(v.picklist(['fr', 'en'], 'invalid_language')),
});
export type AdListQuery = v.InferOutput<typeof AdListQuerySchema>;

/** Ad ids come from the seed data, not from devices: short url-safe strings. */
export const AdIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_id'));
