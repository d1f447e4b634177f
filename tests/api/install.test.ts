import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mountWebApp } from '#api/site/pages/web-app.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/** A build's shell links the French manifest (vite.config.ts's `webManifests`); both manifests are built. */
function makeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tribes-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fr"><head><link rel="manifest" href="/manifest.fr.webmanifest"></head><body><div id="root"></div></body></html>');
  for (const language of ['fr', 'en']) writeFileSync(path.join(dist, `manifest.${language}.webmanifest`), JSON.stringify({ lang: language }));
  return dist;
}

async function setup() {
  const t = await makeTestApp();
  mountWebApp(t.app, makeDist());
  return t;
}

describe('the install manifests', () => {
  it('the page links the manifest of its language', async () => {
    const t = await setup();
    const manifestOf = async (url: string, headers: Record<string, string> = {}) => /<link rel="manifest" href="([^"]+)"/.exec(await (await t.app.request(url, { headers })).text())?.[1];
    expect(await manifestOf('/drafts', { 'Accept-Language': 'en-GB,en' })).toBe('/manifest.en.webmanifest');
    expect(await manifestOf('/drafts', { 'Accept-Language': 'de' })).toBe('/manifest.fr.webmanifest');
    expect(await manifestOf('/drafts?lang=en')).toBe('/manifest.en.webmanifest');
    expect(await manifestOf('/drafts', { 'Accept-Language': 'en', Cookie: 'tribes-lang=fr' })).toBe('/manifest.fr.webmanifest');
  });

  it('are served as manifests', async () => {
    const t = await setup();
    const res = await t.app.request('/manifest.en.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/manifest+json');
    expect(await res.json()).toEqual({ lang: 'en' });
  });
});

describe('the share target without a service worker', () => {
  it('sends a shared audio file, picture or text to the drafts with a message, never a 404', async () => {
    const t = await setup();
    const shares = [
      () => {
        const form = new FormData();
        form.append('files', new File([new Uint8Array(200_000)], 'note.m4a', { type: 'audio/mp4' }));
        return form;
      },
      () => {
        const form = new FormData();
        form.append('title', 'A link');
        form.append('url', 'https://example.org/story');
        return form;
      },
      () => new FormData(),
    ];
    for (const share of shares) {
      const res = await t.app.request('/share-target', { method: 'POST', body: share() });
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/drafts?shared=unavailable');
    }
  });
});
