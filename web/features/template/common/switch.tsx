/** An on/off switch (role="switch"), used by the theme settings widget and the settings page. */
export function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="tpl-switch" onClick={() => onChange(!checked)}>
      <span className="tpl-switch__label">{label}</span>
      <span className="tpl-switch__track" aria-hidden="true">
        <span className="tpl-switch__thumb" />
      </span>
    </button>
  );
}
