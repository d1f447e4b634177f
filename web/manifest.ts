import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest. French is the default language of the product (spec §4), so the manifest's
 * own strings are French, with English in `translations` (read by browsers that support it) and in
 * the bilingual description.
 */
export const webManifest: Partial<ManifestOptions> & { translations?: Record<string, { name: string; short_name: string; description: string }> } = {
  id: '/',
  name: 'Tribus — histoires, podcasts et vidéos',
  short_name: 'Tribus',
  description:
    'Lisez, écoutez et regardez les histoires des tribus et des cultures, même sans réseau. · Read, listen to and watch the stories of tribes and cultures, even offline.',
  lang: 'fr',
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
  translations: {
    en: {
      name: 'Tribes — stories, podcasts and videos',
      short_name: 'Tribes',
      description: 'Read, listen to and watch the stories of tribes and cultures, even offline.',
    },
  },
};
