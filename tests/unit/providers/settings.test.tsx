import { act, render, renderHook, screen, within } from '@testing-library/react';
import { i18n } from 'src/lib/i18n';
import { SettingsButton, SettingsDrawer } from 'src/components/settings-drawer';
import { SettingsProvider, useSettingsContext } from 'src/providers/settings';
import { renderWithProviders } from '../render';

function stored(value: unknown) {
  localStorage.setItem('settings', typeof value === 'string' ? value : JSON.stringify(value));
}

function renderSettings(module: 'admin' | 'customer' = 'admin') {
  return renderHook(() => useSettingsContext(), {
    wrapper: ({ children }) => <SettingsProvider module={module}>{children}</SettingsProvider>,
  });
}

afterEach(() => {
  document.documentElement.dir = '';
});

describe('reading stored settings', () => {
  it('starts from the module defaults (admin: red; customer: green)', () => {
    expect(renderSettings('admin').result.current).toMatchObject({
      themeMode: 'light',
      themeDirection: 'ltr',
      themeLayout: 'vertical',
      themeColorPresets: 'red',
      themeStretch: false,
      canReset: false,
    });
    expect(renderSettings('customer').result.current.themeColorPresets).toBe('default');
  });

  it('merges stored values over the defaults', () => {
    stored({ version: '1', themeMode: 'dark', themeLayout: 'mini' });
    expect(renderSettings().result.current).toMatchObject({
      themeMode: 'dark',
      themeLayout: 'mini',
      themeColorPresets: 'red',
      themeStretch: false,
    });
  });

  it('keeps the default for a stored value that is not allowed', () => {
    stored({ version: '1', themeMode: 'purple', themeStretch: 'yes' });
    expect(renderSettings().result.current).toMatchObject({ themeMode: 'light', themeStretch: false });
  });

  it('logs unreadable JSON and uses the defaults', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stored('{"themeMode": "dark"');
    expect(renderSettings().result.current.themeMode).toBe('light');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('drops stored settings of another or no version', () => {
    stored({ version: '0', themeMode: 'dark' });
    expect(renderSettings().result.current.themeMode).toBe('light');
    stored({ themeMode: 'dark' });
    expect(renderSettings().result.current.themeMode).toBe('light');
  });
});

it('throws the exact message outside its provider', () => {
  const silenced = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useSettingsContext())).toThrow(
    'useSettingsContext must be use inside SettingsProvider',
  );
  silenced.mockRestore();
});

it('can reset only after a change, and reset restores and stores the defaults', () => {
  const { result } = renderSettings();
  expect(result.current.canReset).toBe(false);

  act(() => result.current.onUpdate('themeMode', 'dark'));
  expect(result.current.canReset).toBe(true);
  expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
    themeMode: 'dark',
    version: '1',
  });

  act(() => result.current.onReset());
  expect(result.current.canReset).toBe(false);
  expect(result.current.themeMode).toBe('light');
  expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ themeMode: 'light' });
});

it('opens, toggles and closes the settings panel', () => {
  const { result } = renderSettings();
  expect(result.current.open).toBe(false);
  act(() => result.current.onOpen());
  expect(result.current.open).toBe(true);
  act(() => result.current.onToggle());
  expect(result.current.open).toBe(false);
  act(() => result.current.onToggle());
  act(() => result.current.onClose());
  expect(result.current.open).toBe(false);
});

it("switches to right-to-left for the language 'ar' and the document follows", async () => {
  const { result } = renderSettings();
  expect(document.documentElement.dir).toBe('ltr');

  await act(() => i18n.changeLanguage('ar'));
  expect(result.current.themeDirection).toBe('rtl');
  expect(document.documentElement.dir).toBe('rtl');
  // Direction follows the language; it is not a user change to reset.
  expect(result.current.canReset).toBe(false);

  await act(() => i18n.changeLanguage('en'));
  expect(result.current.themeDirection).toBe('ltr');
  expect(document.documentElement.dir).toBe('ltr');
  expect(document.documentElement.lang).toBe('en');
});

it("starts right-to-left when the stored language is 'ar'", async () => {
  await i18n.changeLanguage('ar');
  expect(renderSettings().result.current.themeDirection).toBe('rtl');
  expect(document.documentElement.dir).toBe('rtl');
});

describe('settings drawer', () => {
  function Probe() {
    const { themeMode, themeLayout, themeColorPresets, themeStretch } = useSettingsContext();
    return (
      <output aria-label="current settings">
        {[themeMode, themeLayout, themeColorPresets, String(themeStretch)].join(' ')}
      </output>
    );
  }

  function renderDrawer() {
    return renderWithProviders(
      <>
        <SettingsButton />
        <SettingsDrawer />
        <Probe />
      </>,
    );
  }

  const current = () =>
    // While the drawer is open the page behind it is aria-hidden (modal), hence hidden: true.
    screen.getByRole('status', { name: 'current settings', hidden: true });

  it('opens from the header button and changes every setting by label', async () => {
    const { user } = renderDrawer();
    expect(current()).toHaveTextContent('light vertical red false');

    await user.click(screen.getByRole('button', { name: 'เปิดการตั้งค่าการแสดงผล' }));
    const drawer = await screen.findByRole('dialog', { name: 'ตั้งค่าการแสดงผล' });
    expect(within(drawer).getByRole('button', { name: 'คืนค่าเริ่มต้น' })).toBeDisabled();

    await user.click(within(drawer).getByRole('radio', { name: 'มืด' }));
    await user.click(within(drawer).getByRole('radio', { name: 'แนวนอน' }));
    await user.click(within(drawer).getByRole('radio', { name: 'เขียว' }));
    await user.click(within(drawer).getByRole('switch', { name: 'ขยายเนื้อหาเต็มความกว้าง' }));
    expect(current()).toHaveTextContent('dark horizontal default true');
  });

  it('enables reset only after a change, and reset restores the defaults', async () => {
    const { user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'เปิดการตั้งค่าการแสดงผล' }));
    const drawer = await screen.findByRole('dialog', { name: 'ตั้งค่าการแสดงผล' });
    const reset = within(drawer).getByRole('button', { name: 'คืนค่าเริ่มต้น' });
    expect(reset).toBeDisabled();

    await user.click(within(drawer).getByRole('radio', { name: 'แบบย่อ' }));
    expect(reset).toBeEnabled();

    await user.click(reset);
    expect(current()).toHaveTextContent('light vertical red false');
    expect(reset).toBeDisabled();
  });

  it('works from the keyboard and closes with its close button', async () => {
    const { user } = renderDrawer();
    screen.getByRole('button', { name: 'เปิดการตั้งค่าการแสดงผล' }).focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'ตั้งค่าการแสดงผล' });

    within(drawer).getByRole('radio', { name: 'สว่าง' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(drawer).getByRole('radio', { name: 'มืด' })).toBeChecked();
    expect(current()).toHaveTextContent('dark');

    await user.click(within(drawer).getByRole('button', { name: 'ปิดการตั้งค่าการแสดงผล' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('labels follow the language', async () => {
    render(
      <SettingsProvider>
        <SettingsButton />
      </SettingsProvider>,
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Open display settings' })).toBeInTheDocument();
  });
});
