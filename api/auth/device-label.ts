import Bowser from 'bowser';

/** A sign-in's device as the Devices screen names it (issue #30): never the raw user agent. */
export interface DeviceLabel {
  browser: string;
  os: string;
}

const LABEL_MAX = 60;

/** "Chrome 131" from "131.0.6778.39": the major version is what a person recognises. */
function named(name: string | undefined, version: string | undefined): string {
  const major = version?.split('.')[0];
  return `${name ?? ''}${name && major ? ` ${major}` : ''}`.slice(0, LABEL_MAX);
}

/**
 * The browser and system named from a user agent (bowser, a maintained parser, not our own list).
 * An empty or unknown agent gives empty names, which the screen shows as "unknown browser".
 */
export function deviceLabel(userAgent: string | undefined): DeviceLabel {
  if (!userAgent) return { browser: '', os: '' };
  const { browser, os } = Bowser.parse(userAgent.slice(0, 1000));
  // Windows is named by its release ("10"), the others by their version number.
  return { browser: named(browser.name, browser.version), os: named(os.name, os.versionName && os.name === 'Windows' ? os.versionName : os.version) };
}
