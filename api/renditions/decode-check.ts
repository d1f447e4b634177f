import { FfmpegError, ffmpegTimeoutMs, runFfmpeg } from './ffmpeg.ts';

/**
 * Below this share of its stated duration, a file that decodes with errors is unreadable: a valid
 * first frame followed by garbage decodes a fraction of a second of an 18-second claim. Half leaves
 * room for durations estimated from the bitrate (a VBR MP3 without a Xing frame), and only counts
 * when the decoder reported errors, so a file that merely states a wrong duration is not refused.
 */
export const MIN_DECODED_SHARE = 0.5;

export type DecodeVerdict = { readable: true; decodedSeconds: number } | { readable: false; reason: string };

const decodedTime = (stderr: string): number | null => {
  const last = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)].at(-1);
  return last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : null;
};

/**
 * Decodes the first audio stream of `file` whole, once (ffmpeg, to nothing), and says whether a
 * listener would hear it: unreadable when ffmpeg cannot open or decode it at all, when nothing
 * decodes, or when the decoder reports errors and decodes less than `MIN_DECODED_SHARE` of the
 * `statedSeconds` the upload's parse found. The upload's checks read the container and the first
 * frames only; this is what catches a valid header followed by garbage. A timeout or a stopped
 * ffmpeg says nothing about the file: it is thrown, and the job tried again.
 */
export async function decodeVerdict(file: string, statedSeconds: number | null): Promise<DecodeVerdict> {
  let stderr: string;
  try {
    stderr = await runFfmpeg(['-v', 'error', '-stats', '-i', file, '-map', '0:a:0', '-f', 'null', '-'], ffmpegTimeoutMs(statedSeconds));
  } catch (error) {
    if (error instanceof FfmpegError && error.exitCode !== null) return { readable: false, reason: `The audio cannot be decoded (${error.message}).` };
    throw error;
  }
  const decoded = decodedTime(stderr) ?? 0;
  const errors = stderr.split(/[\r\n]+/).filter((line) => line.trim() && !/time=/.test(line)).length;
  if (decoded <= 0) return { readable: false, reason: 'No sound could be decoded from the audio.' };
  if (errors > 0 && statedSeconds && decoded < statedSeconds * MIN_DECODED_SHARE) {
    return { readable: false, reason: `Only ${decoded.toFixed(1)} s of the ${statedSeconds.toFixed(1)} s of audio could be decoded.` };
  }
  return { readable: true, decodedSeconds: decoded };
}
