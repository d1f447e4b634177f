import * as v from 'valibot';
import type { Message } from './form-message.tsx';

/** Field name → the message to show under it. */
export type FieldMessages = Record<string, Message>;

export interface FieldIssueOptions {
  /** A message per rule code of the shared schemas (`email`, `password_policy`, `password_no_match`…). */
  byCode?: Record<string, Message>;
  /** A message for any rule a field breaks (the password policy explains every password rule at once). */
  byField?: Record<string, Message>;
}

function generic(code: string, requirement: unknown): Message {
  if (code === 'required') return { key: 'requiredField' };
  if (code === 'min_length' && typeof requirement === 'number') return { key: 'minLength', values: { count: requirement } };
  if (code === 'max_length' && typeof requirement === 'number') return { key: 'maxLength', values: { count: requirement } };
  return { key: 'formField.invalid' };
}

/**
 * Checks form values with a shared schema of `api/schemas` (the same rules the server applies) and
 * turns its issues into one message per field: an empty field says `requiredField` (spec §5), other
 * rules use `byField`, then `byCode`, then the generic `minLength` / `maxLength`. Empty when valid.
 */
export function fieldIssues(schema: v.GenericSchema, values: Record<string, unknown>, options: FieldIssueOptions = {}): FieldMessages {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const fields: FieldMessages = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    if (fields[path]) continue;
    const raw = values[path];
    const code = /^[a-z_]+$/.test(issue.message) ? issue.message : issue.type;
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) fields[path] = { key: 'requiredField' };
    else fields[path] = options.byField?.[path] ?? options.byCode?.[code] ?? generic(code, issue.requirement);
  }
  return fields;
}
