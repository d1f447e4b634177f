import { scene } from './people.ts';

/**
 * Sample content of the template pages. Visible text lives in i18n under `tplSamples.*`,
 * keyed by each item's id; numbers, dates and image paths are here.
 */
export const EVENTS = [
  { id: 'e1', day: 4, hour: '18:30', image: scene('night-city'), going: 48 },
  { id: 'e2', day: 11, hour: '10:00', image: scene('forest'), going: 23 },
  { id: 'e3', day: 17, hour: '20:00', image: scene('sea-sunset'), going: 112 },
  { id: 'e4', day: 23, hour: '14:00', image: scene('mountains'), going: 31 },
  { id: 'e5', day: 28, hour: '19:00', image: scene('desert'), going: 67 },
] as const;

export const PAGES = [
  { id: 'pg1', image: scene('blue-lake'), category: 'travel', likes: 12400, rating: 4.8 },
  { id: 'pg2', image: scene('forest'), category: 'nature', likes: 8300, rating: 4.6 },
  { id: 'pg3', image: scene('night-city'), category: 'music', likes: 22100, rating: 4.9 },
  { id: 'pg4', image: scene('desert'), category: 'food', likes: 5600, rating: 4.4 },
  { id: 'pg5', image: scene('mountains'), category: 'sport', likes: 9800, rating: 4.7 },
  { id: 'pg6', image: scene('savanna'), category: 'photography', likes: 15200, rating: 4.5 },
] as const;

/** Birthdays: days from today (0 = today) and the age they turn. */
export const BIRTHDAYS = [
  { person: 'nadia', inDays: 0, age: 29 },
  { person: 'omar', inDays: 0, age: 34 },
  { person: 'sofia', inDays: 2, age: 31 },
  { person: 'mateo', inDays: 6, age: 27 },
  { person: 'yuki', inDays: 12, age: 38 },
  { person: 'chloe', inDays: 25, age: 24 },
];

export const WEATHER = {
  city: 'Lyon',
  temperature: 21,
  feelsLike: 19,
  humidity: 58,
  wind: 14,
  condition: 'partlyCloudy',
  hourly: [
    { hour: '09:00', temp: 16, icon: 'cloud' },
    { hour: '12:00', temp: 21, icon: 'sun' },
    { hour: '15:00', temp: 23, icon: 'sun' },
    { hour: '18:00', temp: 19, icon: 'cloud' },
    { hour: '21:00', temp: 15, icon: 'moon' },
  ],
  daily: [
    { day: 1, min: 12, max: 22, icon: 'sun' },
    { day: 2, min: 13, max: 20, icon: 'cloud' },
    { day: 3, min: 11, max: 18, icon: 'cloud' },
    { day: 4, min: 10, max: 21, icon: 'sun' },
    { day: 5, min: 12, max: 24, icon: 'sun' },
  ],
} as const;

export const SONGS = [
  { id: 's1', artist: 'Thabo Nkosi', seconds: 214, cover: scene('sea-sunset') },
  { id: 's2', artist: 'Les Voyageurs', seconds: 187, cover: scene('night-city') },
  { id: 's3', artist: 'Amara Diallo', seconds: 242, cover: scene('savanna') },
  { id: 's4', artist: 'Blue Lake Trio', seconds: 199, cover: scene('blue-lake') },
  { id: 's5', artist: 'Sofia Rossi', seconds: 228, cover: scene('mountains') },
] as const;

export const GAMES = [
  { id: 'g1', image: '/assets/images/template/game-chess.svg', players: 1280, genre: 'strategy' },
  { id: 'g2', image: '/assets/images/template/game-cards.svg', players: 860, genre: 'cards' },
  { id: 'g3', image: '/assets/images/template/game-dice.svg', players: 540, genre: 'board' },
  { id: 'g4', image: '/assets/images/template/game-puzzle.svg', players: 2100, genre: 'puzzle' },
  { id: 'g5', image: '/assets/images/template/game-racing.svg', players: 3400, genre: 'racing' },
  { id: 'g6', image: '/assets/images/template/game-space.svg', players: 1750, genre: 'arcade' },
] as const;

export const GALLERY = ['dawn-hills', 'blue-lake', 'forest', 'desert', 'night-city', 'sea-sunset', 'mountains', 'savanna'].map((name) => ({ id: name, src: scene(name) }));

export const ACTIVITIES = [
  { id: 'a1', icon: 'heart', minutesAgo: 8 },
  { id: 'a2', icon: 'messageCircle', minutesAgo: 45 },
  { id: 'a3', icon: 'users', minutesAgo: 180 },
  { id: 'a4', icon: 'image', minutesAgo: 720 },
  { id: 'a5', icon: 'calendar', minutesAgo: 1500 },
  { id: 'a6', icon: 'star', minutesAgo: 4300 },
] as const;

export const REVIEWS = [
  { id: 'r1', person: 'lea', stars: 5, minutesAgo: 300 },
  { id: 'r2', person: 'omar', stars: 4, minutesAgo: 2800 },
  { id: 'r3', person: 'yuki', stars: 5, minutesAgo: 7300 },
  { id: 'r4', person: 'mateo', stars: 3, minutesAgo: 12000 },
] as const;
