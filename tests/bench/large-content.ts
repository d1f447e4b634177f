/**
 * Deterministic content for the large benchmark database (large-db.ts): authors with French and
 * Cameroonian names (accents included), 250 tribes and 20 themes picked with a skew (a few big
 * tribes, a long tail), articles of every type whose words follow a Zipf-like law over a fixed
 * vocabulary. Chosen words make the benchmark's cases: `COMMON_WORD` is in about 60 % of bodies
 * and 2 % of titles, `RARE_WORD` in 19 articles, accented title words for autocomplete.
 */
export const SEED_VERSION = 1;
export const COMMON_WORD = 'histoire';
export const RARE_WORD = 'zanzibar';
export const RARE_COUNT = 19;
/** Real words with accents, frequent in titles: "ele" must complete to "élève". */
export const TITLE_WORDS = ['élève', 'maître', 'forêt', 'marché', 'récit', 'mémoire', 'fête', 'côte', 'chant', 'village', 'rivière', 'tambour'];
const FIRST_NAMES = ['Aïcha', 'Élodie', 'Jean-Pierre', 'Samuel', 'Grâce', 'Kwame', 'Nkechi', 'Esther', 'Zoé', 'Amadou', 'Hélène', 'Emmanuel', 'Chloé', 'François', 'Mariam', 'Joël'];
const LAST_NAMES = ['Ngo Mbock', 'Fotso', 'Mensah', 'Okafor', 'Bello', 'Tabi', 'Ewane', 'Mbarga', 'Diallo', 'Kamga', 'Nguéma', 'Tchoupo', 'Essomba', 'Mbappé', 'Atangana', 'Njoya'];
const SYLLABLES = ['ba', 'ko', 'ma', 'ni', 'su', 'te', 'lo', 'ra', 'di', 'wé', 'gu', 'fa', 'zo', 'pé', 'li', 'mo', 'ka', 'ndo', 'bè', 'tsi'];

const hex = (n: number) => n.toString(16).padStart(32, '0');

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface LargeArticle {
  id: string;
  slug: string;
  userId: string;
  type: number;
  title: string;
  subTitle: string;
  content: string;
  tagsJson: string;
  tribes: number[];
  themes: number[];
  createdAt: string;
  deletedAt: string | null;
}

export const LARGE_USERS = 2000;
export const LARGE_TRIBES = 250;
export const LARGE_THEMES = 20;
const VOCABULARY = 6000;
const START = Date.parse('2020-01-01T00:00:00.000Z');

export function makeLargeContent(articles: number) {
  const rand = random(20261122);
  const vocabulary = Array.from({ length: VOCABULARY }, (_, i) => {
    const length = 2 + (i % 3);
    let word = '';
    for (let s = 0, n = i * 7 + 3; s < length; s++, n = Math.floor(n / SYLLABLES.length) + s * 13) word += SYLLABLES[n % SYLLABLES.length];
    return `${word}${i % 11 === 0 ? 's' : ''}`;
  });
  // Zipf-like: low indexes far more often than high ones.
  const zipf = (size: number) => Math.floor(size * rand() ** 3);
  const pick = () => vocabulary[zipf(VOCABULARY)]!;
  const phrase = (n: number) => Array.from({ length: n }, pick).join(' ');
  const rareEvery = Math.floor(articles / RARE_COUNT);

  const users = Array.from({ length: LARGE_USERS }, (_, i) => {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
    return { id: hex(0xa000000 + i), slug: `auteur-${i}`, email: `auteur${i}@example.test`, firstName, lastName, createdAt: new Date(START).toISOString() };
  });
  const tribes = Array.from({ length: LARGE_TRIBES }, (_, i) => ({ id: i + 1, name: `Tribu ${i + 1}`, slug: `tribu-${i + 1}` }));
  const themes = Array.from({ length: LARGE_THEMES }, (_, i) => ({ id: i + 1, title: `Thème ${i + 1}`, titleEn: `Theme ${i + 1}`, code: `theme-${i + 1}` }));

  function article(n: number): LargeArticle {
    const titleWords = [pick(), pick(), pick()];
    if (rand() < 0.3) titleWords.splice(1, 0, TITLE_WORDS[zipf(TITLE_WORDS.length)]!);
    if (rand() < 0.02) titleWords.unshift(COMMON_WORD);
    const title = titleWords.join(' ');
    let content = phrase(40);
    if (rand() < 0.6) content += ` ${COMMON_WORD}`;
    if (n % rareEvery === 0 && n / rareEvery <= RARE_COUNT) content += ` ${RARE_WORD}`;
    content += ` ${phrase(20)}`;
    const tribe = 1 + zipf(LARGE_TRIBES);
    const tribeIds = rand() < 0.3 ? [...new Set([tribe, 1 + Math.floor(rand() * LARGE_TRIBES)])] : [tribe];
    const theme = 1 + Math.floor(rand() * LARGE_THEMES);
    const themeIds = rand() < 0.4 ? [...new Set([theme, 1 + Math.floor(rand() * LARGE_THEMES)])] : [theme];
    const r = rand();
    const createdAt = new Date(START + n * 60_000).toISOString();
    return {
      id: hex(n),
      slug: `article-${n}`,
      userId: users[zipf(LARGE_USERS)]!.id,
      type: r < 0.6 ? 1 : r < 0.85 ? 2 : 3,
      title,
      subTitle: rand() < 0.5 ? phrase(6) : '',
      content,
      tagsJson: JSON.stringify(rand() < 0.3 ? [pick(), pick()] : []),
      tribes: tribeIds,
      themes: themeIds,
      createdAt,
      deletedAt: rand() < 0.01 ? createdAt : null,
    };
  }

  return { users, tribes, themes, article };
}
