import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { i18next, initI18n } from '#web/lib/i18n.ts';
import { formatPrecise } from './format-clock.ts';
import { TakeEditor } from './take-editor.tsx';

/** wavesurfer.js and its regions plugin, scripted: the test decodes a 10 s take and moves the playhead. */
const wave = vi.hoisted(() => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const emit = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args));
  const regions: { id: string; start: number; end: number }[] = [];
  const plugin = {
    on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(`regions:${event}`, [...(handlers.get(`regions:${event}`) ?? []), handler]),
    addRegion: (r: { id: string; start: number; end: number }) => regions.push({ id: r.id, start: r.start, end: r.end }),
    clearRegions: () => void regions.splice(0),
    getRegions: () => regions,
  };
  const surfer = {
    registerPlugin: () => plugin,
    on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    loadBlob: async () => emit('decode', 10),
    destroy: () => handlers.clear(),
    setTime: (s: number) => emit('timeupdate', s),
    isPlaying: () => false,
    play: async () => undefined,
    pause: () => undefined,
    playPause: async () => undefined,
  };
  return { emit, regions, surfer };
});
vi.mock('wavesurfer.js', () => ({ default: { create: () => wave.surfer } }));
vi.mock('wavesurfer.js/dist/plugins/regions.esm.js', () => ({ default: { create: () => ({}) } }));

const take = new Blob(['x']);

function Harness({ onCuts }: { onCuts: (cuts: Cut[]) => void }) {
  const [cuts, setCuts] = useState<Cut[]>([]);
  return (
    <TakeEditor
      blob={take}
      label="Your recording (0:10)"
      fallbackMs={10_000}
      cuts={cuts}
      onCuts={(next) => {
        setCuts(next);
        onCuts(next);
      }}
    />
  );
}

/** Moves the playhead (wavesurfer's `timeupdate`) until the editor shows it. */
async function playheadAt(seconds: number) {
  // Retried: the first emit can land while the editor's chunks are still loading.
  await vi.waitFor(async () => {
    await act(async () => wave.emit('timeupdate', seconds));
    expect(document.querySelector('.take-player__time')?.textContent).toContain(`${formatPrecise(seconds * 1000)} /`);
  });
}

describe('take editor', () => {
  beforeAll(async () => {
    await initI18n();
    await i18next.changeLanguage('en');
  });
  beforeEach(() => void wave.regions.splice(0));

  it('trims and cuts with buttons only (WCAG 2.5.7), keeping the cut list and the regions in step', async () => {
    const onCuts = vi.fn();
    render(<Harness onCuts={onCuts} />);
    const editor = screen.getByRole('group', { name: 'Your recording (0:10)' });
    const startFwd = within(editor).getByRole('button', { name: 'Move start forward 1 s' });
    await vi.waitFor(() => expect((startFwd as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(startFwd);
    fireEvent.click(within(editor).getByRole('button', { name: 'Move start forward 0.1 s' }));
    expect(onCuts).toHaveBeenLastCalledWith([{ start: 0, end: 1100 }]);
    expect(within(editor).getByText('Starts at 0:01.1')).toBeTruthy();

    // The playhead at 6.5 s: the end is set there, then a 2 s cut from 3 s.
    await playheadAt(6.5);
    fireEvent.click(within(editor).getByRole('button', { name: 'Set end at playhead' }));
    expect(onCuts).toHaveBeenLastCalledWith([
      { start: 0, end: 1100 },
      { start: 6500, end: 10_000 },
    ]);
    await playheadAt(3);
    fireEvent.click(within(editor).getByRole('button', { name: 'Cut 2 s from the playhead' }));
    expect(onCuts).toHaveBeenLastCalledWith([
      { start: 0, end: 1100 },
      { start: 3000, end: 5000 },
      { start: 6500, end: 10_000 },
    ]);
    expect(within(editor).getByText('Edited length 0:03 of 0:10')).toBeTruthy();
    expect(wave.regions).toEqual([
      { id: 'keep', start: 1.1, end: 6.5 },
      { id: 'cut-0', start: 3, end: 5 },
    ]);
    fireEvent.click(within(editor).getByRole('button', { name: 'Move end of cut 1 back 1 s' }));
    expect(onCuts).toHaveBeenLastCalledWith([
      { start: 0, end: 1100 },
      { start: 3000, end: 4000 },
      { start: 6500, end: 10_000 },
    ]);
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove cut 1' }));
    expect(onCuts).toHaveBeenLastCalledWith([
      { start: 0, end: 1100 },
      { start: 6500, end: 10_000 },
    ]);
  });

  it('applies a drag of the regions to the cut list, and never trims away the whole take', async () => {
    const onCuts = vi.fn();
    render(<Harness onCuts={onCuts} />);
    const editor = screen.getByRole('group', { name: 'Your recording (0:10)' });
    await vi.waitFor(() => expect((within(editor).getByRole('button', { name: 'Set end at playhead' }) as HTMLButtonElement).disabled).toBe(false));
    await vi.waitFor(() => expect(wave.regions).toEqual([{ id: 'keep', start: 0, end: 10 }]));
    // Dragging the kept span's edges to 2 s and 8 s.
    wave.regions[0]!.start = 2;
    wave.regions[0]!.end = 8;
    await act(async () => wave.emit('regions:region-updated', wave.regions[0]));
    expect(onCuts).toHaveBeenLastCalledWith([
      { start: 0, end: 2000 },
      { start: 8000, end: 10_000 },
    ]);
    onCuts.mockClear();
    await playheadAt(1.95);
    fireEvent.click(within(editor).getByRole('button', { name: 'Set end at playhead' }));
    // Ending before the start would keep nothing: refused, the edit is unchanged.
    expect(onCuts).not.toHaveBeenCalled();
  });
});
