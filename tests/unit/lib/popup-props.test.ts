import { describe, expect, it } from 'vitest';
import { pageLinkProps } from 'src/components/router-link';
import { anchoredProps, dialogPaperProps, dialogTriggerProps } from 'src/lib/popup-props';

describe('popup props', () => {
  it('points a dialog trigger at its dialog only while the dialog is open', () => {
    expect(dialogTriggerProps(true, 'drawer')).toEqual({
      'aria-haspopup': 'dialog',
      'aria-expanded': true,
      'aria-controls': 'drawer',
    });
    expect(dialogTriggerProps(false, 'drawer')['aria-controls']).toBeUndefined();
  });

  it('opens an anchored menu only while it has an anchor', () => {
    const onClose = () => undefined;
    const anchor = document.createElement('button');
    expect(anchoredProps('menu', anchor, onClose)).toEqual({
      id: 'menu',
      anchorEl: anchor,
      open: true,
      onClose,
    });
    expect(anchoredProps('menu', null, onClose).open).toBe(false);
  });

  it('names a drawer paper as a modal dialog', () => {
    expect(dialogPaperProps('nav', 'Menu', { width: 240 })).toEqual({
      paper: { id: 'nav', role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu', sx: { width: 240 } },
    });
  });

  it('marks only the current page link', () => {
    expect(pageLinkProps('/a', true)['aria-current']).toBe('page');
    expect(pageLinkProps('/a', false)['aria-current']).toBeUndefined();
    expect(pageLinkProps('/a', false).to).toBe('/a');
  });
});
