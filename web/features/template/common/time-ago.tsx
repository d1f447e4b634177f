import { useTranslation } from 'react-i18next';

/** "12 minutes ago" / "12 min" for the sample data's relative times (in minutes). */
export function TimeAgo({ minutes, short = false }: { minutes: number; short?: boolean }) {
  const { t } = useTranslation();
  const [unit, count] = minutes < 60 ? (['minutes', minutes] as const) : minutes < 1440 ? (['hours', Math.floor(minutes / 60)] as const) : (['days', Math.floor(minutes / 1440)] as const);
  return <span className="tpl-time">{t(`template.time.${short ? 'short' : 'long'}.${unit}`, { count })}</span>;
}
