import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';
import { mayMatch, requiredClasses } from './computed-style-prefilter';

/** Selectors as Emotion and MUI write them: each needs a class of the element itself. */
const NEEDING_A_CLASS = [
  '.css-1abc',
  '.css-1abc:hover',
  '.css-1abc::before',
  '.css-1abc.Mui-disabled',
  '.Mui-focused .MuiOutlinedInput-notchedOutline',
  '.css-1abc>.MuiSvgIcon-root',
  '.css-1abc + .css-2def',
  '.css-1abc ~ .css-2def',
  '.css-1abc, .css-2def',
  '.css-1abc:not(.Mui-disabled)',
  '.css-1abc:not(:last-child)',
  ':where(.css-1abc) .css-2def',
  '.css-1abc[data-shrink="false"]',
  'div.css-1abc',
  '#main.css-1abc',
  '.css-1abc:nth-child(2n+1)',
];

/**
 * The ones the pre-filter must not judge: every element may match them (no class is required of
 * the element itself, one alternative has none, or an escape the filter does not read).
 */
const NEEDING_NO_CLASS = [
  ':not(.css-1abc)',
  ':is(.css-1abc, .css-2def)',
  '[class*=".css-1abc"]',
  'span',
  '*',
  ':root',
  'html, .css-1abc',
  '.a\\:b',
];

const SELECTORS = [...NEEDING_A_CLASS, ...NEEDING_NO_CLASS];

function element(html: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector('[data-subject]');
  if (!found) throw new Error('no [data-subject] in ' + html);
  return found;
}

const ELEMENTS = [
  '<div class="css-1abc" data-subject></div>',
  '<div class="css-1abc Mui-disabled" data-subject></div>',
  '<div class="Mui-focused"><fieldset class="MuiOutlinedInput-notchedOutline" data-subject></fieldset></div>',
  '<div class="css-1abc"><svg class="MuiSvgIcon-root" data-subject></svg></div>',
  '<div><i class="css-1abc"></i><b class="css-2def" data-subject></b></div>',
  '<div><i class="css-1abc"></i><u></u><b class="css-2def" data-subject></b></div>',
  '<main id="main" class="css-1abc" data-subject></main>',
  '<span data-subject data-shrink="false"></span>',
  '<div class="a:b" data-subject></div>',
  '<div class="other" data-subject></div>',
];

function classesOf(subject: Element): Set<string> {
  return new Set(subject.classList);
}

function happyDomMatches(subject: Element, selector: string): boolean {
  return QuerySelector.matches(subject as never, selector, { ignoreErrors: true }) !== null;
}

describe('computed-style pre-filter', () => {
  it('reads the classes the rightmost compound of each alternative needs, and keeps what it is unsure of', () => {
    expect(requiredClasses('.css-1abc:hover')).toEqual([['css-1abc']]);
    expect(requiredClasses('.css-1abc.Mui-disabled')).toEqual([['css-1abc', 'Mui-disabled']]);
    expect(requiredClasses('.Mui-focused .MuiOutlinedInput-notchedOutline')).toEqual([
      ['MuiOutlinedInput-notchedOutline'],
    ]);
    expect(requiredClasses('.css-1abc>.MuiSvgIcon-root')).toEqual([['MuiSvgIcon-root']]);
    expect(requiredClasses('.css-1abc, .css-2def')).toEqual([['css-1abc'], ['css-2def']]);
    expect(requiredClasses('.css-1abc:not(.Mui-disabled)')).toEqual([['css-1abc']]);
    expect(requiredClasses('.css-1abc[data-shrink="false"]')).toEqual([['css-1abc']]);
    expect(requiredClasses('.css-1abc:nth-child(2n+1)')).toEqual([['css-1abc']]);
    // Every element may match these: no class is required of the element itself; one alternative
    // without a class keeps the whole rule; so do escapes.
    for (const selector of NEEDING_NO_CLASS) expect(requiredClasses(selector), selector).toBeNull();
  });

  it('keeps every rule happy-dom matches, and skips the rules an element lacks a class for', () => {
    const skipped: string[] = [];
    for (const html of ELEMENTS) {
      const subject = element(html);
      for (const selector of SELECTORS) {
        const kept = mayMatch(requiredClasses(selector), classesOf(subject));
        if (happyDomMatches(subject, selector)) expect(kept, `${selector} on ${html}`).toBe(true);
        if (!kept) skipped.push(`${subject.getAttribute('class') ?? ''} ${selector}`);
      }
    }
    // What the filter saves: on the element with only `other`, every rule that needs a class.
    const onOther = skipped.filter((entry) => entry.startsWith('other ')).map((entry) => entry.slice(6));
    expect(onOther).toEqual(NEEDING_A_CLASS);
    // A disabled element still gets `.css-1abc.Mui-disabled` and loses `:not(.Mui-disabled)` only
    // through happy-dom's own match.
    expect(skipped).not.toContain('css-1abc Mui-disabled .css-1abc.Mui-disabled');
    expect(skipped).not.toContain('css-1abc Mui-disabled .css-1abc:not(.Mui-disabled)');
  });

  it('gives getComputedStyle the same answers while trying far fewer selectors', () => {
    const unrelated = Array.from({ length: 300 }, (_, index) => `.css-x${index} { display: none; }`).join(
      '\n',
    );
    // Only this test's rules: an earlier file of the worker leaves Emotion's styles in the head.
    const earlier = [...document.head.querySelectorAll('style')];
    for (const element of earlier) element.remove();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<style data-test-prefilter>
        ${unrelated}
        .css-1abc { display: none; }
        .css-1abc.Mui-expanded { display: block; }
        .css-2def:not(.Mui-expanded) { visibility: hidden; }
        @media (min-width: 0px) { .css-3ghi { color: red; } }
        [hidden] { display: none; }
      </style>`,
    );
    document.body.innerHTML = `
      <section class="css-2def">
        <p class="css-1abc">closed</p>
        <p class="css-1abc Mui-expanded">open</p>
        <span class="css-3ghi">red</span>
        <em hidden>hidden</em>
      </section>`;
    const matches = vi.spyOn(QuerySelector, 'matches');
    const style = (selector: string) => {
      const found = document.querySelector(selector);
      if (!found) throw new Error(selector);
      return getComputedStyle(found);
    };
    try {
      expect(style('p:not(.Mui-expanded)').display).toBe('none');
      expect(style('p.Mui-expanded').display).toBe('block');
      expect(style('section').visibility).toBe('hidden');
      expect(style('span').color).toBe('red');
      expect(style('em').display).toBe('none');
      // Without the filter: 305 rules tried on each of the element, <section>, <body> and <html>.
      expect(matches.mock.calls.length).toBeLessThan(100);
    } finally {
      matches.mockRestore();
      document.querySelector('[data-test-prefilter]')?.remove();
      document.head.append(...earlier);
    }
  });

  it('sees a stylesheet added and rules inserted or replaced after a computed style', () => {
    document.body.innerHTML = '<p class="css-1abc">text</p><p class="css-2def">other</p>';
    const [first, second] = [...document.querySelectorAll('p')];
    if (!first || !second) throw new Error('no paragraphs');
    const added = document.createElement('style');
    try {
      expect(getComputedStyle(first).display).toBe('block');

      added.textContent = '.css-1abc { display: none; }';
      document.head.append(added);
      expect(getComputedStyle(first).display).toBe('none');

      // happy-dom keeps a computed style until the page changes: a class change asks again.
      added.sheet?.insertRule('.css-2def { display: inline; }', 1);
      second.classList.add('Mui-changed');
      expect(getComputedStyle(second).display).toBe('inline');

      // The same number of rules, another rule: not the index built before.
      added.sheet?.deleteRule(0);
      added.sheet?.insertRule('.css-2def.Mui-changed { display: none; }', 0);
      first.classList.add('Mui-changed');
      second.classList.remove('Mui-changed');
      second.classList.add('Mui-changed');
      expect(getComputedStyle(first).display).toBe('block');
      expect(getComputedStyle(second).display).toBe('none');

      // A rule added inside an `@media` whose rules needed other classes.
      added.sheet?.insertRule('@media (min-width: 0px) { .css-4jkl { color: red; } }', 0);
      first.classList.remove('Mui-changed');
      expect(getComputedStyle(first).color).not.toBe('green');
      const media = added.sheet?.cssRules[0] as CSSMediaRule;
      media.insertRule('.css-1abc { color: green; }', 1);
      first.classList.add('Mui-changed');
      expect(getComputedStyle(first).color).toBe('green');
    } finally {
      added.remove();
    }
  });
});
