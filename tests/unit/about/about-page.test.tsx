import { screen } from '@testing-library/react';
import { LANDING_DATA_ELEMENT_ID, type LandingItem } from 'contract/landing';
import AboutPage from 'src/features/about/routes/about-page';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';

const t = (key: string) => i18n.t(`public:${key}`);

const SECTIONS: LandingItem[] = [
  {
    id: 7,
    titleTh: 'เริ่มจากนักวิ่ง',
    titleEn: 'It started with runners',
    bodyTh: 'เรื่องของเรา',
    bodyEn: 'How it began',
    imageFileId: 'abc',
    imageWidth: 800,
    imageHeight: 500,
    seq: 1,
    status: 'ACTIVE',
  },
  { id: 8, titleTh: 'ทีมงาน', titleEn: 'The team', seq: 2, status: 'ACTIVE' },
];

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LANDING_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.appendChild(element);
}

afterEach(() => document.getElementById(LANDING_DATA_ELEMENT_ID)?.remove());

describe('about page', () => {
  it("shows the about-us sections the server inlined, in the visitor's language", async () => {
    inline(JSON.stringify({ aboutUs: SECTIONS }));
    renderWithProviders(<AboutPage />, { module: 'public', route: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: t('about.hero.title') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('about.sectionsTitle') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'เริ่มจากนักวิ่ง' })).toBeInTheDocument();
    expect(screen.getByText('เรื่องของเรา')).toBeInTheDocument();
    const picture = document.querySelector('img[src$="/downloadFileById/abc"]');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '500');
    expect(picture).toHaveAttribute('alt', '');

    await i18n.changeLanguage('en');
    try {
      expect(
        await screen.findByRole('heading', { level: 3, name: 'It started with runners' }),
      ).toBeInTheDocument();
      expect(screen.getByText('How it began')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('th');
    }
  });

  it('shows only its fixed texts without inlined sections or with broken data', () => {
    inline('{not json');
    renderWithProviders(<AboutPage />, { module: 'public', route: '/about-us' });
    expect(screen.getByRole('heading', { level: 2, name: t('about.values.title') })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: t('about.sectionsTitle') }),
    ).not.toBeInTheDocument();
  });
});
