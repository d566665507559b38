// The first content of the public landing page, in Thai and English (docs/landing-content.md).
// Administrators edit it afterwards through the landing-page ADMIN calls; the seed never
// overwrites their changes (it only fills an empty table).
import type { LandingKind } from '../../../contract/landing';

/** A picture under ./landing-images/ (drawn by its generate.ts). */
export type SeedImageName =
  | 'banner-running-events'
  | 'banner-etax-service'
  | 'banner-organizer-tools'
  | 'product-event-calendar'
  | 'product-virtual-run'
  | 'product-race-timing'
  | 'product-etax-invoice'
  | 'product-edocument-delivery'
  | 'product-pdf-signature'
  | 'about-our-story'
  | 'about-platform'
  | 'about-security';

export const seedImageNames: readonly SeedImageName[] = [
  'banner-running-events',
  'banner-etax-service',
  'banner-organizer-tools',
  'product-event-calendar',
  'product-virtual-run',
  'product-race-timing',
  'product-etax-invoice',
  'product-edocument-delivery',
  'product-pdf-signature',
  'about-our-story',
  'about-platform',
  'about-security',
];

export interface SeedLandingItem {
  kind: LandingKind;
  titleTh: string;
  titleEn: string;
  bodyTh?: string;
  bodyEn?: string;
  image?: SeedImageName;
  linkUrl?: string;
  publishDate?: string;
}

/** In display order: seq is 10, 20, 30 … within each kind, leaving room to insert between. */
export const landingSeed: readonly SeedLandingItem[] = [
  // ------------------------------------------------------------ banners
  {
    kind: 'BANNER',
    titleTh: 'ค้นหางานวิ่งทั่วไทยได้ในที่เดียว',
    titleEn: 'Every running event in Thailand, in one place',
    bodyTh: 'ปฏิทินงานวิ่งถนน เทรล ไตรกีฬา และปั่นจักรยานจากทุกภาค พร้อมสมัครออนไลน์ได้ทันที',
    bodyEn:
      'Road, trail, triathlon and cycling events from every region, with online registration in a few taps.',
    image: 'banner-running-events',
    linkUrl: '/about-us',
  },
  {
    kind: 'BANNER',
    titleTh: 'ใบกำกับภาษีอิเล็กทรอนิกส์ ส่งถึงผู้รับทางอีเมล',
    titleEn: 'e-Tax invoices, delivered by e-mail',
    bodyTh: 'ออกใบกำกับภาษีและใบรับอิเล็กทรอนิกส์ตามมาตรฐานกรมสรรพากร ลงลายมือชื่อดิจิทัล และส่งถึงลูกค้าโดยอัตโนมัติ',
    bodyEn:
      'Issue e-Tax invoices and receipts to Revenue Department standards, digitally signed and sent to your customers automatically.',
    image: 'banner-etax-service',
    linkUrl: '/contact-us',
  },
  {
    kind: 'BANNER',
    titleTh: 'เครื่องมือครบสำหรับผู้จัดงานวิ่ง',
    titleEn: 'Everything an event organizer needs',
    bodyTh: 'เปิดรับสมัคร จัดการนักวิ่ง จับเวลา ประกาศผล และส่งเหรียญรางวัล จบได้บนแพลตฟอร์มเดียว',
    bodyEn:
      'Open registration, manage runners, time the race, publish results and ship finisher medals on one platform.',
    image: 'banner-organizer-tools',
    linkUrl: '/contact-us',
  },

  // ------------------------------------------------------------ products and services
  {
    kind: 'PRODUCT',
    titleTh: 'ปฏิทินงานวิ่ง',
    titleEn: 'Event calendar',
    bodyTh: 'รวมงานวิ่งทั่วประเทศ ค้นหาตามจังหวัด ระยะทาง และวันที่ พร้อมแจ้งเตือนเมื่อเปิดรับสมัคร',
    bodyEn:
      'Events from all over the country, searchable by province, distance and date, with alerts when registration opens.',
    image: 'product-event-calendar',
  },
  {
    kind: 'PRODUCT',
    titleTh: 'วิ่งเสมือนจริง (Virtual Run)',
    titleEn: 'Virtual runs',
    bodyTh: 'วิ่งที่ไหนก็ได้ในเวลาที่สะดวก ส่งผลจากแอปนาฬิกาหรือโทรศัพท์ แล้วรับเหรียญถึงบ้าน',
    bodyEn:
      'Run anywhere, whenever it suits you, submit your result from your watch or phone app, and get the medal at home.',
    image: 'product-virtual-run',
  },
  {
    kind: 'PRODUCT',
    titleTh: 'รับสมัคร จับเวลา และเหรียญรางวัล',
    titleEn: 'Registration, timing and medals',
    bodyTh: 'ระบบรับสมัครและชำระเงินออนไลน์ จับเวลาด้วยชิป ประกาศผลแบบเรียลไทม์ และบริการผลิตเหรียญสำหรับผู้จัดงาน',
    bodyEn:
      'Online registration and payment, chip timing, live results, and medal production for organizers.',
    image: 'product-race-timing',
    linkUrl: '/contact-us',
  },
  {
    kind: 'PRODUCT',
    titleTh: 'ใบกำกับภาษีและใบรับอิเล็กทรอนิกส์ทางอีเมล (e-Tax Invoice & e-Receipt by Email)',
    titleEn: 'e-Tax Invoice & e-Receipt by e-mail',
    bodyTh:
      'นำข้อมูลขายจาก Excel หรือ CSV สร้างใบกำกับภาษีที่ถูกต้องตามประกาศกรมสรรพากร และส่งให้ผู้ซื้อพร้อมสำเนาถึงระบบของกรมฯ',
    bodyEn:
      'Turn sales data from Excel or CSV into compliant tax invoices and send them to buyers, with the copy the Revenue Department requires.',
    image: 'product-etax-invoice',
    linkUrl: '/contact-us',
  },
  {
    kind: 'PRODUCT',
    titleTh: 'ส่งเอกสารอิเล็กทรอนิกส์ (e-Document Delivery)',
    titleEn: 'e-Document delivery',
    bodyTh: 'ส่งใบแจ้งหนี้ ใบเสร็จ และหนังสือแจ้งต่าง ๆ ทางอีเมลหรือ SMS ติดตามสถานะการส่ง และส่งซ้ำได้ทุกเมื่อ',
    bodyEn:
      'Send bills, receipts and notices by e-mail or SMS, follow every delivery, and resend whenever you need to.',
    image: 'product-edocument-delivery',
    linkUrl: '/contact-us',
  },
  {
    kind: 'PRODUCT',
    titleTh: 'สร้าง PDF พร้อมลายมือชื่อดิจิทัล',
    titleEn: 'PDF generation with digital signatures',
    bodyTh: 'ออกแบบแม่แบบเอกสารเอง สร้าง PDF ภาษาไทยจำนวนมาก และลงลายมือชื่อดิจิทัลด้วยใบรับรองขององค์กร',
    bodyEn:
      "Design your own templates, generate Thai PDF documents in bulk, and sign them with your organization's certificate.",
    image: 'product-pdf-signature',
    linkUrl: '/contact-us',
  },

  // ------------------------------------------------------------ about us
  {
    kind: 'ABOUT_US',
    titleTh: 'เรื่องราวของเรา',
    titleEn: 'Our story',
    bodyTh:
      'เราเริ่มจากกลุ่มนักวิ่งที่อยากให้การหางานวิ่งในประเทศไทยง่ายขึ้น วันนี้เราดูแลปฏิทินงานวิ่งทั่วประเทศ และช่วยผู้จัดงานหลายร้อยรายเปิดรับสมัครนักวิ่งทุกปี',
    bodyEn:
      'We started as a group of runners who wanted finding a race in Thailand to be easier. Today we run a nationwide event calendar and help hundreds of organizers open registration every year.',
    image: 'about-our-story',
  },
  {
    kind: 'ABOUT_US',
    titleTh: 'แพลตฟอร์มเดียว สองบริการ',
    titleEn: 'One platform, two services',
    bodyTh:
      'ประสบการณ์ด้านการรับสมัครและการชำระเงินจำนวนมาก ทำให้เราพัฒนาบริการเอกสารอิเล็กทรอนิกส์ ตั้งแต่ใบกำกับภาษีอิเล็กทรอนิกส์ไปจนถึงการส่งเอกสารและการลงลายมือชื่อดิจิทัล สำหรับธุรกิจทุกขนาด',
    bodyEn:
      'Handling registrations and payments at scale led us to electronic documents: e-Tax invoices, document delivery and digital signatures for businesses of every size.',
    image: 'about-platform',
  },
  {
    kind: 'ABOUT_US',
    titleTh: 'ความปลอดภัยและความน่าเชื่อถือ',
    titleEn: 'Security you can rely on',
    bodyTh:
      'ข้อมูลของนักวิ่งและลูกค้าได้รับการปกป้องตามแนวทาง พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล เอกสารทุกฉบับลงลายมือชื่อดิจิทัลและตรวจสอบย้อนหลังได้',
    bodyEn:
      "Runners' and customers' data is protected in line with Thailand's Personal Data Protection Act; every document is digitally signed and can be traced.",
    image: 'about-security',
  },

  // ------------------------------------------------------------ announcements (newest first)
  {
    kind: 'ANNOUNCEMENT',
    titleTh: 'เปิดรับสมัครงานวิ่งฤดูหนาว 2026 แล้ววันนี้',
    titleEn: 'Registration for the winter 2026 season is open',
    bodyTh: 'งานวิ่งช่วงพฤศจิกายน 2026 ถึงกุมภาพันธ์ 2027 กว่า 120 งานเปิดรับสมัครแล้ว สมัครก่อนได้ราคาพิเศษ',
    bodyEn:
      'More than 120 events from November 2026 to February 2027 are open for registration, with early-bird prices.',
    publishDate: '2026-10-15',
  },
  {
    kind: 'ANNOUNCEMENT',
    titleTh: 'รองรับใบกำกับภาษีอิเล็กทรอนิกส์ตามประกาศกรมสรรพากรฉบับล่าสุด',
    titleEn: 'Updated for the latest Revenue Department e-Tax rules',
    bodyTh: 'ระบบรองรับรูปแบบข้อมูลและรหัสเอกสารตามประกาศฉบับปรับปรุงปี 2026 ลูกค้าไม่ต้องเปลี่ยนแม่แบบเดิม',
    bodyEn:
      'The service supports the data format and document codes of the 2026 update; existing templates keep working.',
    publishDate: '2026-07-01',
  },
  {
    kind: 'ANNOUNCEMENT',
    titleTh: 'Virtual Run "วิ่งด้วยกัน 2026" เก็บระยะได้ถึง 31 สิงหาคม',
    titleEn: 'Virtual run "Run Together 2026" open until 31 August',
    bodyTh: 'สะสมระยะ 50 กม. หรือ 100 กม. ภายในเดือนสิงหาคม รับเหรียญที่ระลึกและใบประกาศอิเล็กทรอนิกส์',
    bodyEn:
      'Collect 50 km or 100 km during August to earn a commemorative medal and an electronic certificate.',
    publishDate: '2026-06-20',
  },
  {
    kind: 'ANNOUNCEMENT',
    titleTh: 'ปิดปรับปรุงระบบชั่วคราว 14 มีนาคม 2026 เวลา 00:00–04:00 น.',
    titleEn: 'Scheduled maintenance on 14 March 2026, 00:00–04:00',
    bodyTh: 'ระหว่างปรับปรุงจะสมัครงานวิ่งและส่งเอกสารไม่ได้ชั่วคราว เอกสารที่ค้างส่งจะถูกส่งต่ออัตโนมัติหลังระบบกลับมาใช้งาน',
    bodyEn:
      'Registration and document delivery pause during the work; waiting documents are sent automatically afterwards.',
    publishDate: '2026-03-05',
  },
];

/** The figures of getStatCounterById (contract/landing.ts STAT_COUNTER_IDS). */
export const statCounterSeed = [
  { id: 1, labelTh: 'งานวิ่งที่จัดบนแพลตฟอร์ม', labelEn: 'Events hosted', value: 1250 },
  { id: 2, labelTh: 'นักวิ่งที่ลงทะเบียน', labelEn: 'Runners registered', value: 486000 },
  { id: 3, labelTh: 'เอกสารอิเล็กทรอนิกส์ที่ส่งแล้ว', labelEn: 'Documents delivered', value: 3200000 },
] as const;
