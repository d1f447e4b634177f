import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { useDismiss, type DismissOptions } from './use-dismiss.ts';

function Popup(options: Omit<DismissOptions, 'returnFocus'>) {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(ref, open, () => setOpen(false), { ...options, returnFocus: button });
  return (
    <>
      <button ref={button}>opener</button>
      <p>outside</p>
      {open && (
        <div ref={ref}>
          <span>inside</span>
        </div>
      )}
    </>
  );
}

describe('useDismiss', () => {
  it('closes on a press outside, not inside', () => {
    render(<Popup />);
    fireEvent.pointerDown(screen.getByText('inside'));
    expect(screen.queryByText('inside')).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByText('inside')).toBeNull();
  });

  it('listens for the press it is told to (click here), not another', () => {
    render(<Popup on="click" />);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByText('inside')).not.toBeNull();
    fireEvent.click(screen.getByText('outside'));
    expect(screen.queryByText('inside')).toBeNull();
  });

  it('counts a click on a control that replaced itself while handling it as inside (issue #25)', () => {
    function Swapping() {
      const [open, setOpen] = useState(true);
      const [form, setForm] = useState(false);
      const ref = useRef<HTMLDivElement>(null);
      useDismiss(ref, open, () => setOpen(false), { on: 'click' });
      if (!open) return <p>closed</p>;
      // A real click runs React's microtask render between the root's listener and the document's,
      // so the button is gone before the document hears the click; flushSync does the same here.
      return <div ref={ref}>{form ? <input aria-label="name" /> : <button onClick={() => flushSync(() => setForm(true))}>new</button>}</div>;
    }
    render(<Swapping />);
    fireEvent.click(screen.getByText('new'));
    expect(screen.getByRole('textbox', { name: 'name' })).toBeTruthy();
    expect(screen.queryByText('closed')).toBeNull();
  });

  it('closes on Escape and gives focus back to the opener, unless told to leave keys alone', () => {
    const { unmount } = render(<Popup />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('inside')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('opener'));
    unmount();
    render(<Popup escape={false} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('inside')).not.toBeNull();
  });
});
