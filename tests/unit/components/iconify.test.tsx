import { render } from '@testing-library/react';
import { Iconify } from 'src/components/iconify';
import { iconCollection } from 'src/components/iconify/icons';

describe('Iconify', () => {
  it('renders a registered icon synchronously from the bundled data (no icon API request)', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { container } = render(<Iconify icon="ri:menu-line" width={24} />);

    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg?.innerHTML).toContain('<path');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('bundles every icon with its SVG body', () => {
    for (const [name, icon] of Object.entries(iconCollection.icons)) {
      expect(icon.body, name).toMatch(/^<(path|g)/);
    }
  });

  it('bundles only icons something draws: a screen through <Iconify> or the seeded menus', () => {
    // The collection is in the first load after sign-in; the first pages draw theirs inline.
    const files = import.meta.glob<string>(
      ['../../../src/**/*.{ts,tsx}', '../../../server/db/seed/menus.json'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    const drawing = Object.entries(files)
      .filter(([file]) => !/src\/components\/(iconify|inline-icons)\//.test(file))
      .map(([, source]) => source)
      .join('\n');
    const unused = Object.keys(iconCollection.icons).filter(
      (name) => !new RegExp(`ri:${name}(?![\\w-])`).test(drawing),
    );
    expect(unused).toEqual([]);
  });
});
