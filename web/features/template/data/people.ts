import type { Friend } from '../model/types.ts';
import type { NamesUnder } from '#web/lib/string-keys.ts';

/** Sample people of the template pages (names and cities are the same in both languages). */
export interface SamplePerson {
  id: string;
  name: string;
  image: string;
  city: string;
  job: NamesUnder<'tplSamples.jobs'>;
  mutual: number;
}

const avatar = (n: number) => `/assets/images/template/avatar-${n}.svg`;

export const PEOPLE: SamplePerson[] = [
  { id: 'amara', name: 'Amara Diallo', image: avatar(7), city: 'Dakar', job: 'designer', mutual: 0 },
  { id: 'kofi', name: 'Kofi Mensah', image: avatar(1), city: 'Accra', job: 'engineer', mutual: 12 },
  { id: 'nadia', name: 'Nadia Benali', image: avatar(2), city: 'Marseille', job: 'photographer', mutual: 8 },
  { id: 'lea', name: 'Léa Moreau', image: avatar(3), city: 'Lyon', job: 'teacher', mutual: 5 },
  { id: 'thabo', name: 'Thabo Nkosi', image: avatar(4), city: 'Cape Town', job: 'musician', mutual: 3 },
  { id: 'sofia', name: 'Sofia Rossi', image: avatar(5), city: 'Milan', job: 'architect', mutual: 9 },
  { id: 'omar', name: 'Omar Haddad', image: avatar(6), city: 'Montréal', job: 'chef', mutual: 2 },
  { id: 'mateo', name: 'Mateo García', image: avatar(8), city: 'Seville', job: 'writer', mutual: 6 },
  { id: 'chloe', name: 'Chloé Martin', image: avatar(9), city: 'Bordeaux', job: 'doctor', mutual: 4 },
  { id: 'yuki', name: 'Yuki Tanaka', image: avatar(10), city: 'Osaka', job: 'developer', mutual: 7 },
];

/** The template's own profile ("me"). */
/** The first name a sample sentence greets someone by (`Hi {{name}}`). */
export const firstName = (who: SamplePerson): string => who.name.split(' ')[0] ?? who.name;

export const ME = PEOPLE[0]!;
/** The person shown on profile/friend-profile. */
export const FRIEND = PEOPLE[1]!;

export function person(id: string): SamplePerson {
  return PEOPLE.find((p) => p.id === id) ?? ME;
}

export const scene = (name: string) => `/assets/images/template/scene-${name}.svg`;

/** A sample person as a friends-panel friend, to open the chat box with them. */
export function asFriend(p: SamplePerson): Friend {
  return { image: p.image, title: p.name, city: p.city, status: 'online', class: 'status-online' };
}
