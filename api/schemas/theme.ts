import * as v from 'valibot';
import { PageQuerySchema } from './list.ts';

/** A theme: French `title`, English `title_en`, and `code` used in `th=<code>-<id>` links. */
export const ThemeSchema = v.object({ id: v.number(), title: v.string(), title_en: v.string(), code: v.string() });
export type Theme = v.InferOutput<typeof ThemeSchema>;

export const ThemeListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  keywords: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
