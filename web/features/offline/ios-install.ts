/**
 * Whether to show the iOS "Add to Home Screen" instructions: iPhone, iPod or iPad (iPadOS reports
 * a Mac with touch), where browsers never fire `beforeinstallprompt`, and not already running as
 * the installed app.
 */
export function needsIosInstructions(nav: { userAgent: string; maxTouchPoints?: number; standalone?: boolean }, standaloneDisplay: boolean): boolean {
  const ios = /iPhone|iPad|iPod/i.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
  return ios && !nav.standalone && !standaloneDisplay;
}
