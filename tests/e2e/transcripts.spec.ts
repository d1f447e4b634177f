import { expect, test } from './app-test.ts';

/** Demo podcasts and lines of their transcripts (api/seed/data/articles/media-*.json), as the MP3s say them. */
const CASES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    title: 'Kulu la tortue et le puits de la sécheresse',
    transcript: 'Transcription',
    cue: { text: 'Alors Kulu sculpta une statue couverte de glu et la posa près du puits.', start: 19.78, shown: '0:19' },
    chapter: { name: '0:28 La morale', start: 28 },
  },
  {
    lang: 'en',
    locale: 'en-GB',
    title: 'Anansi and the Pot of Wisdom',
    transcript: 'Transcript',
    cue: { text: 'Anansi was so angry that a child knew better that he let the pot fall.', start: 25.87, shown: '0:25' },
    chapter: { name: "0:20 The son's advice", start: 20 },
  },
] as const;

for (const c of CASES) {
  test.describe(`podcast transcript and chapters (${c.lang})`, () => {
    test.use({ locale: c.locale });

    test('a transcript line seeks the player and is highlighted while heard; chapters jump', async ({ page, request }) => {
      const res = await request.get(`/api/articles?type=2&limit=50&keywords=${encodeURIComponent(c.title)}`);
      const found = ((await res.json()) as { items: { id: string; slug: string; title: string }[] }).items.find((a) => a.title === c.title);
      expect(found, 'the demo podcast exists').toBeTruthy();
      // The player's code arrives late, as on a slow phone network. React drops a tap on a part of
      // the server's page that has not hydrated yet: the player must hydrate with the page, so the
      // key press below, made as soon as the page is interactive, reaches it.
      await page.route(/\/assets\/podcast-player-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      // goto waits for the page to be taken over: the player applies the reader's saved speed then,
      // which would undo the slower rate set below if it were set before.
      await page.goto(`/story/${found!.slug}-${found!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      const audio = page.locator('.podcast-player audio');
      const time = () => audio.evaluate((a: HTMLAudioElement) => a.currentTime);

      const transcript = page.locator('details.transcript');
      await expect(transcript.locator('summary')).toHaveText(c.transcript);
      // Slowed down (1/16), so a line of 4 s is heard for a minute: the checks below never race playback.
      await audio.evaluate((a: HTMLAudioElement) => {
        a.defaultPlaybackRate = 0.0625;
        a.playbackRate = 0.0625;
      });
      const cue = transcript.getByRole('button', { name: c.cue.text });
      await expect(cue).not.toHaveAttribute('aria-current', 'true');
      // From the keyboard: focus the line, press Enter.
      await cue.focus();
      await page.keyboard.press('Enter');
      await expect.poll(time).toBeGreaterThanOrEqual(c.cue.start);
      await expect(page.getByTestId('player-current')).toHaveText(c.cue.shown);
      await expect(cue).toHaveAttribute('aria-current', 'true');
      // Playing from there: time moves on, the line stays current while it is heard.
      await expect.poll(time).toBeGreaterThan(c.cue.start + 0.1);
      await expect(cue).toHaveAttribute('aria-current', 'true');
      await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1);

      const chapter = page.getByRole('navigation', { name: c.lang === 'fr' ? 'Chapitres' : 'Chapters' }).getByRole('button', { name: c.chapter.name });
      await chapter.click();
      await expect.poll(time).toBeGreaterThanOrEqual(c.chapter.start);
      expect(await time()).toBeLessThan(c.chapter.start + 3);
      await expect(chapter).toHaveAttribute('aria-current', 'true');
    });
  });
}
