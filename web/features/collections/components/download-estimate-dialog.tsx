import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { formatBytes } from '#web/lib/format-bytes.ts';
import type { DownloadEstimate } from '#web/sync/kept-media/estimate.ts';

/** Before a large download: how many articles, about how many bytes, against free space and the cap. */
export function DownloadEstimateDialog({ estimate, onConfirm, onCancel }: { estimate: DownloadEstimate; onConfirm: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const size = (n: number) => formatBytes(n, i18n.language);
  const room = Math.min(estimate.free ?? Infinity, estimate.capLeft ?? Infinity);
  const lines = [
    t('downloads.confirmText', { count: estimate.articleCount, size: size(estimate.bytes) }),
    estimate.unknownSizes > 0 ? t('downloads.confirmUnknown', { count: estimate.unknownSizes }) : null,
    estimate.free !== null ? t('downloads.confirmFree', { free: size(estimate.free) }) : null,
    estimate.capLeft !== null ? t('downloads.confirmCapLeft', { left: size(estimate.capLeft) }) : null,
    estimate.bytes > room ? t('downloads.confirmTooBig') : null,
  ];
  return (
    <ConfirmDialog
      title={t('downloads.confirmTitle')}
      message={lines.filter(Boolean).join(' ')}
      confirmLabel={t('downloads.confirmGo')}
      destructive={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
