import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { RecordedAnswer } from './answer-recorder.ts';
import { missingFromReference } from './reference-check.ts';
import { makeTestApp } from './test-app.ts';

/**
 * Global setup of the `api` project: its test apps record every error and JSON success they answer
 * (tests/utils/answer-recorder.ts, one file per worker), and when the run ends each one must be in
 * the generated reference (`GET /api/openapi.json`): an error code under its status, a JSON body
 * with a schema. The run fails with the list of what is missing (issue #26: every error code a route
 * can answer is in the reference), so a new `throw new ApiError(...)` cannot go undocumented.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribes-answers-'));
  project.provide('answersDir', dir);
  return async () => {
    try {
      const lines = readdirSync(dir).flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean));
      if (lines.length === 0) return;
      const answers = [...new Set(lines)].map((line) => JSON.parse(line) as RecordedAnswer);
      const t = await makeTestApp();
      const doc = (await (await t.app.request('/api/openapi.json')).json()) as OpenAPIV3_1.Document;
      await t.db.destroy();
      const missing = missingFromReference(doc, answers);
      if (missing.length === 0) return;
      process.exitCode = 1;
      const message = `The API answered what its reference (GET /api/openapi.json) does not list; add each to the route's \`errors\` or \`answers\` (api/openapi/describe.ts):\n  ${missing.join('\n  ')}`;
      throw new Error(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
