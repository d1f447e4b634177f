import { useState, type ReactNode } from 'react';
import type { FileKind } from '#api/schemas/file.ts';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { ACCEPT_ATTRIBUTE } from '../model/file-rules.ts';

interface FileDropZoneProps {
  kind: FileKind;
  multiple?: boolean;
  label: string;
  hint: ReactNode;
  icon: IconName;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  describedBy?: string;
}

/**
 * Where files are chosen: a real file input (keyboard and screen readers use it as is) styled as a
 * large target, which also takes files dropped on it.
 */
export function FileDropZone({ kind, multiple, label, hint, icon, disabled, onFiles, describedBy }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <label
      className={`drop-zone${over ? ' drop-zone--over' : ''}${disabled ? ' drop-zone--disabled' : ''}`}
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <input
        type="file"
        className="visually-hidden"
        accept={ACCEPT_ATTRIBUTE[kind]}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <span className="drop-zone__icon">
        <Icon name={icon} size={22} />
      </span>
      <span className="drop-zone__text">
        <strong>{label}</strong>
        <span className="drop-zone__hint">{hint}</span>
      </span>
    </label>
  );
}
