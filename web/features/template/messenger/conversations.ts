/** Sample conversations of the messenger: the thread text is `messenger.thread.<line>`. */
export const CONVERSATIONS = [
  { person: 'nadia', unread: 3, minutesAgo: 4 },
  { person: 'kofi', unread: 1, minutesAgo: 50 },
  { person: 'sofia', unread: 0, minutesAgo: 300 },
  { person: 'lea', unread: 0, minutesAgo: 1500 },
  { person: 'omar', unread: 2, minutesAgo: 2900 },
  { person: 'yuki', unread: 0, minutesAgo: 8000 },
] as const;

/** Who wrote each line of the sample thread (`me` or the other person) and when. */
export const THREAD = [
  { id: 'l1', fromMe: false, time: '09:12' },
  { id: 'l2', fromMe: true, time: '09:14' },
  { id: 'l3', fromMe: false, time: '09:15' },
  { id: 'l4', fromMe: true, time: '09:20' },
  { id: 'l5', fromMe: false, time: '09:21' },
] as const;
