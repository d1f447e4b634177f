/**
 * The web app manifests, one per language (issue #25): the page links the one of its language
 * (api/site/pages/web-app.ts on the server, web/lib/i18n.ts when the reader switches), so the install
 * dialog, the launcher's name and the shortcuts' labels speak the reader's language. Built into
 * `dist/manifest.<lang>.webmanifest` by vite.config.ts; the members are only those of the W3C
 * manifest specs (manifest.test.ts checks them and their value types).
 */
import { SHARE_FILES_FIELD, SHARE_TARGET_ACTION } from '#sw/page-contract.ts';

export type ManifestLanguage = 'fr' | 'en';

/** The manifest of one language, under this path. */
export const manifestPath = (language: ManifestLanguage) => `/manifest.${language}.webmanifest`;

/** Audio formats opened from the desktop (file_handlers) and taken when shared. */
export const AUDIO_EXTENSIONS = ['.mp3', '.m4a', '.ogg', '.oga', '.opus', '.webm', '.wav', '.aac'];

/** The shortcuts' icons (public/icons/, made by tests/utils/make-shortcut-icons.ts) and the app icon they show. */
export const SHORTCUT_ICONS = {
  'shortcut-new-post.png': 'plus',
  'shortcut-record.png': 'mic',
  'shortcut-downloads.png': 'download',
  'shortcut-collections.png': 'bookmark',
} as const;

/** The screenshots of each language (public/screenshots/, made by tests/utils/manifest-screenshots.ts from the running app). */
export const SCREENSHOTS = [
  { name: 'home-narrow', width: 390, height: 844, form_factor: 'narrow' },
  { name: 'home-wide', width: 1280, height: 800, form_factor: 'wide' },
] as const;
export const screenshotPath = (name: string, language: ManifestLanguage) => `/screenshots/${name}-${language}.webp`;

const STRINGS = {
  fr: {
    name: 'Tribus — histoires, podcasts et vidéos',
    short_name: 'Tribus',
    description: 'Lisez, écoutez et regardez les histoires des tribus et des cultures, même sans réseau.',
    screenshots: { 'home-narrow': 'L’accueil de Tribus sur un téléphone', 'home-wide': 'L’accueil de Tribus sur un ordinateur' },
    shortcuts: {
      newPost: { name: 'Nouvelle publication', short_name: 'Publier', description: 'Écrire un article ou une histoire' },
      record: { name: 'Enregistrer un podcast', short_name: 'Enregistrer', description: 'Ouvrir l’enregistreur d’un nouveau podcast' },
      downloads: { name: 'Téléchargements', short_name: 'Téléchargements', description: 'Ce qui est gardé hors ligne sur cet appareil' },
      collections: { name: 'Mes collections', short_name: 'Collections', description: 'Vos collections d’histoires' },
    },
  },
  en: {
    name: 'Tribes — stories, podcasts and videos',
    short_name: 'Tribes',
    description: 'Read, listen to and watch the stories of tribes and cultures, even offline.',
    screenshots: { 'home-narrow': 'The Tribes home page on a phone', 'home-wide': 'The Tribes home page on a computer' },
    shortcuts: {
      newPost: { name: 'New post', short_name: 'New post', description: 'Write an article or a story' },
      record: { name: 'Record a podcast', short_name: 'Record', description: 'Open the recorder for a new podcast' },
      downloads: { name: 'Downloads', short_name: 'Downloads', description: 'What is kept offline on this device' },
      collections: { name: 'My collections', short_name: 'Collections', description: 'Your collections of stories' },
    },
  },
} satisfies Record<ManifestLanguage, unknown>;

/**
 * Where each shortcut opens (the drafts route opens the editor from `?new=`, with the recorder for
 * a podcast: web/routes/_main/drafts.tsx). `lang` keeps the launched page in the manifest's language.
 */
const SHORTCUTS = [
  { key: 'newPost', url: '/drafts?new=post', icon: 'shortcut-new-post.png' },
  { key: 'record', url: '/drafts?new=podcast', icon: 'shortcut-record.png' },
  { key: 'downloads', url: '/downloads', icon: 'shortcut-downloads.png' },
  { key: 'collections', url: '/collections', icon: 'shortcut-collections.png' },
] as const;

const withLanguage = (url: string, language: ManifestLanguage) => `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;

/** The manifest of `language`, as JSON-ready data. */
export function webManifest(language: ManifestLanguage) {
  const strings = STRINGS[language];
  return {
    // One app in both languages: the same id, scope and start (the page picks its language).
    id: '/',
    name: strings.name,
    short_name: strings.short_name,
    description: strings.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0f5257',
    background_color: '#fbf7f0',
    categories: ['news', 'education', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: SCREENSHOTS.map((s) => ({
      src: screenshotPath(s.name, language),
      sizes: `${s.width}x${s.height}`,
      type: 'image/webp',
      form_factor: s.form_factor,
      label: strings.screenshots[s.name],
    })),
    shortcuts: SHORTCUTS.map((s) => ({
      ...strings.shortcuts[s.key],
      url: withLanguage(s.url, language),
      icons: [{ src: `/icons/${s.icon}`, sizes: '96x96', type: 'image/png', purpose: 'any' }],
    })),
    // Audio from the phone's recorder or files, a picture, a link or text → a new draft (sw/share-target.ts).
    share_target: {
      action: SHARE_TARGET_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: SHARE_FILES_FIELD, accept: ['audio/*', 'image/*', ...AUDIO_EXTENSIONS] }] },
    },
    // Desktop installs open audio files with Tribus: a new podcast draft (the page reads `launchQueue`).
    file_handlers: [
      {
        action: '/drafts?new=launch',
        accept: { 'audio/mpeg': ['.mp3'], 'audio/mp4': ['.m4a'], 'audio/ogg': ['.ogg', '.oga', '.opus'], 'audio/webm': ['.webm'], 'audio/wav': ['.wav'], 'audio/aac': ['.aac'] },
        icons: [{ src: '/icons/shortcut-record.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  };
}
