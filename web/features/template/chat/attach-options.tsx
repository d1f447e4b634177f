import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';

const OPTIONS: { key: 'image' | 'file' | 'camera'; icon: IconName; accept?: string; capture?: 'environment' }[] = [
  { key: 'image', icon: 'image', accept: 'image/*' },
  { key: 'file', icon: 'paperclip' },
  { key: 'camera', icon: 'camera', accept: 'image/*', capture: 'environment' },
];

/** The chat box's attach options (image, file, camera), each a file picker; the name is posted. */
export function AttachOptions({ onPicked }: { onPicked: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="chat-attach" aria-label={t('chatBox.attachOptions')}>
      {OPTIONS.map(({ key, icon, accept, capture }) => (
        <li key={key}>
          <label className={`chat-attach__option chat-attach__option--${key}`}>
            <span className="chat-attach__icon">
              <Icon name={icon} size={18} />
            </span>
            {t(`chatBox.options.${key}`)}
            <input
              type="file"
              className="visually-hidden"
              accept={accept}
              capture={capture}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) onPicked(file.name);
                e.target.value = '';
              }}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
