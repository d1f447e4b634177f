/**
 * The journeys share one server and run in parallel. A journey that deletes a story it made
 * (story-author.spec.ts) titles it with this prefix, and journeys that open "the newest story from
 * the feed" pass over such cards: otherwise they may land on a story deleted under them.
 */
export const TRANSIENT_STORY_PREFIX = 'Own story';
