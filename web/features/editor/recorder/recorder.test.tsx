import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { draftTakes, recordingBlob, recordingSession, startRecordingSession } from '#web/db/recordings.ts';
import { webmDurationMs } from '#web/lib/webm-join.ts';
import { setSession } from '#web/lib/session.ts';
import { editorApi, renderEditor, scriptedUploads, session } from '#tests/utils/editor-testing.tsx';
import { setUploadHttpStack } from '#web/sync/page-uploads.ts';

/**
 * The browser's MediaRecorder and microphone, scripted: the test plays the microphone and the clock
 * (`record-progress` sets the recorder's clock, `record-data-available` delivers a chunk).
 */
const mic = vi.hoisted(() => {
  const state = { clock: 0, recorder: null as null | FakeRecorder };
  class FakeRecorder {
    static isTypeSupported = () => true;
    state: 'inactive' | 'recording' | 'paused' = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onpause: (() => void) | null = null;
    onresume: (() => void) | null = null;
    onstop: (() => void) | null = null;
    constructor() {
      state.recorder = this;
    }
    start() {
      this.state = 'recording';
    }
    requestData() {}
    pause() {
      this.state = 'paused';
      this.onpause?.();
    }
    resume() {
      this.state = 'recording';
      this.onresume?.();
    }
    stop() {
      this.state = 'inactive';
      this.onstop?.();
    }
  }
  const emit = (event: 'record-progress' | 'record-data-available', arg: number | Blob) => {
    if (event === 'record-progress') state.clock = arg as number;
    else state.recorder?.ondataavailable?.({ data: arg as Blob });
  };
  const install = () => {
    state.clock = 0;
    state.recorder = null;
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: async () => ({ getTracks: () => [], getAudioTracks: () => [] }) } });
  };
  return { emit, install, state };
});
vi.mock('./recording-clock.ts', async (original) => ({ ...(await original<typeof import('./recording-clock.ts')>()), monotonicNow: () => mic.state.clock }));

const chunk = (text: string) => new NodeBlob([text], { type: 'audio/webm' }) as unknown as Blob;

async function openNewPost() {
  fireEvent.click(screen.getAllByRole('button', { name: 'New post' }).at(-1)!);
  const dialog = await screen.findByRole('dialog', { name: 'New post' });
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return dialog;
}

describe('podcast recorder', () => {
  beforeEach(() => mic.install());
  afterEach(() => {
    setSession(null);
    setUploadHttpStack(undefined);
  });

  it('records with pause and resume, keeping each chunk as it arrives, then shows the take and uploads it', async () => {
    editorApi();
    const uploads = scriptedUploads();
    await renderEditor();
    const dialog = await openNewPost();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Podcast/ }));
    expect(within(dialog).getByText('Ready to record')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    expect(await within(dialog).findByText('Recording')).toBeTruthy();

    await act(async () => {
      mic.emit('record-progress', 1000);
      mic.emit('record-data-available', chunk('one'));
      mic.emit('record-progress', 2400);
      mic.emit('record-data-available', chunk('two'));
    });
    expect(within(dialog).getByRole('timer').textContent).toBe('0:02');
    const [marker] = (await db.meta.toArray()).filter((m) => m.key.startsWith('recording:'));
    const id = marker!.key.slice('recording:'.length);
    await waitFor(async () => expect(await db.recordings.where('id').equals(id).count()).toBe(2));
    expect((await recordingSession(id))?.state).toBe('recording');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('Paused')).toBeTruthy();
    await waitFor(async () => expect((await recordingSession(id))?.state).toBe('paused'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(await within(dialog).findByText('Recording (resumed)')).toBeTruthy();
    await act(async () => {
      mic.emit('record-progress', 5100);
      mic.emit('record-data-available', chunk('three'));
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));

    const take = await within(dialog).findByRole('group', { name: 'Your recording (0:05)' });
    expect(take).toBeTruthy();
    expect(await db.recordings.where('id').equals(id).count()).toBe(3);
    expect((await recordingSession(id))?.state).toBe('stopped');
    await waitFor(() => expect(uploads.sent.map((r) => r.fileId)).toEqual([id]));
    expect(uploads.sent[0]!.mime).toBe('audio/webm');
  });

  it('offers to recover a recording a reload cut short, in the draft it was made for', async () => {
    editorApi();
    scriptedUploads();
    await renderEditor();
    const draftId = 'e'.repeat(32);
    const recordingId = 'f'.repeat(32);
    await db.drafts.put({
      id: draftId,
      userId: session.user.id,
      input: {
        type: 2,
        textType: 0,
        title: 'Night market stories',
        subTitle: '',
        tribe: [],
        themes: [],
        tags: [],
        references: [],
        inspiredBy: [],
        content: '',
        sections: [],
        language: 'en',
        coverImage: null,
        imageFiles: [],
        audioFile: null,
        videoFile: null,
      },
      updatedAt: Date.now(),
      editor: { typeChosen: true, audioSource: 'record' },
    } as never);
    await startRecordingSession({ id: recordingId, userId: session.user.id, draftId, mime: 'audio/webm', startedAt: Date.now() - 60_000 });
    await db.recordings.bulkPut([0, 1, 2].map((seq) => ({ id: recordingId, seq, blob: chunk(`c${seq}`), mime: 'audio/webm', at: Date.now() })));
    await db.meta.update(`recording:${recordingId}`, { value: { ...(await recordingSession(recordingId))!, durationMs: 7200 } });

    fireEvent.click(screen.getAllByRole('button', { name: 'New post' }).at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'New post' });
    expect(((await within(dialog).findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Night market stories');
    const banner = within(dialog).getByRole('alert');
    expect(within(banner).getByText('An interrupted recording was found')).toBeTruthy();
    expect(within(banner).getByText(/A recording of 0:07 started on/)).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Recover it' }));
    expect(await within(dialog).findByRole('group', { name: 'Your recording (0:07)' })).toBeTruthy();
    expect((await recordingSession(recordingId))?.state).toBe('stopped');
    expect(within(dialog).getByRole('button', { name: 'Record again' })).toBeTruthy();
  });

  it('pauses cleanly when the page is hidden, says so, and keeps what was recorded', async () => {
    editorApi();
    scriptedUploads();
    await renderEditor();
    const dialog = await openNewPost();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Podcast/ }));
    expect(within(dialog).getByText(/Speech preset: /)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    expect(await within(dialog).findByText('Recording')).toBeTruthy();
    expect(within(dialog).getByText(/switching apps or locking the phone stops the microphone/)).toBeTruthy();
    expect(within(dialog).getByRole('meter', { name: 'Input level' })).toBeTruthy();
    await act(async () => {
      mic.emit('record-progress', 1000);
      mic.emit('record-data-available', chunk('one'));
    });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockRestore();
    expect(await within(dialog).findByText('Paused')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Recording paused: the app was left or the screen locked/);
    const [marker] = (await db.meta.toArray()).filter((m) => m.key.startsWith('recording:'));
    const id = marker!.key.slice('recording:'.length);
    await waitFor(async () => expect((await recordingSession(id))?.state).toBe('paused'));
    expect(await db.recordings.where('id').equals(id).count()).toBe(1);
  });

  it('offers an interrupted recording with the length of the audio actually kept, not the wall clock', async () => {
    editorApi();
    scriptedUploads();
    await renderEditor();
    const draftId = 'a'.repeat(32);
    const recordingId = 'b'.repeat(32);
    await startRecordingSession({ id: recordingId, userId: session.user.id, draftId, mime: 'audio/webm', startedAt: Date.now() - 60_000 });
    await db.recordings.bulkPut([0, 1, 2, 3, 4].map((seq) => ({ id: recordingId, seq, blob: chunk(`c${seq}`), mime: 'audio/webm', at: Date.now() })));
    // The recorder's clock said 7.9 s; the chunks decode to 6.4 s.
    await db.meta.update(`recording:${recordingId}`, { value: { ...(await recordingSession(recordingId))!, durationMs: 7900 } });
    const decoded: number[] = [];
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        async decodeAudioData(data: ArrayBuffer) {
          decoded.push(data.byteLength);
          return { duration: 6.4 };
        }
      },
    );
    try {
      fireEvent.click(screen.getAllByRole('button', { name: 'New post' }).at(-1)!);
      const dialog = await screen.findByRole('dialog', { name: 'New post' });
      const banner = await within(dialog).findByRole('alert');
      expect(within(banner).getByText(/A recording of 0:06 started on/)).toBeTruthy();
      expect(decoded, 'the kept chunks are decoded once, as one file').toHaveLength(1);
      expect((await recordingSession(recordingId))?.durationMs).toBe(6400);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('records more at the end of the take, offline: one recording holding both, which replaces the take and its upload', async () => {
    editorApi();
    const uploads = scriptedUploads();
    uploads.state.online = false;
    // Chunks come back from fake-indexeddb as Node Blobs, which only Node's Blob can assemble (as browsers do theirs).
    vi.stubGlobal('Blob', NodeBlob);
    onTestFinished(() => void vi.unstubAllGlobals());
    await renderEditor();
    // A real MediaRecorder file (2.8 s of Opus in WebM) for each part: the join is real.
    const real = () => new NodeBlob([readFileSync(path.resolve('tests/utils/media/chromium-recording.webm'))], { type: 'audio/webm' }) as unknown as Blob;
    const record = async (dialog: HTMLElement) => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
      expect(await within(dialog).findByText('Recording')).toBeTruthy();
      await act(async () => {
        mic.emit('record-progress', 2800);
        mic.emit('record-data-available', real());
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    };
    const dialog = await openNewPost();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Podcast/ }));
    await record(dialog);
    expect(await within(dialog).findByRole('group', { name: 'Your recording (0:02)' })).toBeTruthy();
    const [first] = (await db.meta.toArray()).filter((m) => m.key.startsWith('recording:')).map((m) => m.key.slice('recording:'.length));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Record more at the end' }));
    expect(within(dialog).getByText(/added after the end of this take, as one recording/)).toBeTruthy();
    await record(dialog);
    expect(await within(dialog).findByRole('group', { name: 'Your recording (0:05)' })).toBeTruthy();
    expect((await within(dialog).findByText('Added to the end: the recording is now 0:05 long.')).getAttribute('role')).toBe('status');

    // One take left: the joined one, twice the length of a part; both parts are gone from the device.
    await waitFor(async () => expect(await draftTakes((await db.drafts.toArray())[0]!.id)).toHaveLength(1));
    const [joined] = await draftTakes((await db.drafts.toArray())[0]!.id);
    expect(joined!.id).not.toBe(first);
    const bytes = new Uint8Array(await (await recordingBlob(joined!.id))!.arrayBuffer());
    expect(webmDurationMs(bytes)).toBe(2 * webmDurationMs(new Uint8Array(readFileSync(path.resolve('tests/utils/media/chromium-recording.webm')))));
    expect(joined!.durationMs).toBe(Math.round(webmDurationMs(bytes)));
    expect(await recordingSession(first!)).toBeUndefined();
    // The draft (saved as the author works) names the joined recording.
    await waitFor(async () => expect((await db.drafts.toArray())[0]!.input.audioFile).toBe(joined!.id), { timeout: 5000 });

    // The joined recording is what waits to upload; the first take's upload was cancelled.
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => (e.op.type === 'recording.put' ? e.op.id : e.op.type))).toEqual([joined!.id]));
  });

  it('keeps the chosen take when another is recorded, until the author picks it, and says beside Publish which take goes out', async () => {
    editorApi();
    const uploads = scriptedUploads();
    await renderEditor();
    const record = async (dialog: HTMLElement, ms: number, data: string) => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
      expect(await within(dialog).findByText('Recording')).toBeTruthy();
      await act(async () => {
        mic.emit('record-progress', ms);
        mic.emit('record-data-available', chunk(data));
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    };
    const dialog = await openNewPost();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Podcast/ }));
    await record(dialog, 10_000, 'first');
    expect(await within(dialog).findByRole('group', { name: 'Your recording (0:10)' })).toBeTruthy();
    expect(within(dialog).getByText('Take 1 · 0:10 will be published')).toBeTruthy();
    const [marker] = (await db.meta.toArray()).filter((m) => m.key.startsWith('recording:'));
    const first = await recordingSession(marker!.key.slice('recording:'.length));
    const draftId = first!.draftId;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Record another take' }));
    mic.state.clock = 0;
    await record(dialog, 4000, 'second');
    const takes = await within(dialog).findByRole('group', { name: 'Takes (2)' });
    // The 10 s take is still the one edited and published; the 4 s one waits in the list.
    expect((within(takes).getByRole('radio', { name: 'Take 1 (0:10)' }) as HTMLInputElement).checked).toBe(true);
    expect((within(takes).getByRole('radio', { name: 'Take 2 (0:04)' }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByRole('group', { name: 'Your recording (0:10)' })).toBeTruthy();
    expect(within(dialog).getByText('Take 1 · 0:10 will be published')).toBeTruthy();
    expect(within(dialog).getByText(/Take 2 is kept in the list\. Take 1 stays the one to publish/)).toBeTruthy();
    await waitFor(async () => expect((await db.drafts.get(draftId))?.input.audioFile).toBe(first!.id), { timeout: 5000 });
    // Only the chosen take is sent (or waits to be, when the network is down).
    const queued = async () => [...uploads.sent.map((r) => r.fileId), ...(await db.outbox.toArray()).flatMap((e) => (e.op.type === 'recording.put' ? [e.op.id] : []))];
    await waitFor(async () => expect(await queued()).toContain(first!.id));
    expect(new Set(await queued())).toEqual(new Set([first!.id]));

    fireEvent.click(within(takes).getByRole('radio', { name: 'Take 2 (0:04)' }));
    expect(await within(dialog).findByText('Take 2 · 0:04 will be published')).toBeTruthy();
    expect(await within(dialog).findByRole('group', { name: 'Your recording (0:04)' })).toBeTruthy();
  });
});
