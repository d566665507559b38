// The bundled fallback of the product font (LINE Seed Sans TH is not on npm and is used when
// installed or added under public/fonts): Anuphan as a variable font, one file per script for
// every weight the typography uses (400 / 600 / 700) — two files to fetch instead of six, and
// fewer bytes. The CSS declares font-display: swap and each file's unicode-range, so a page
// fetches only the scripts it shows (Thai and Latin; Vietnamese and Latin Extended never, in
// practice).
import '@fontsource-variable/anuphan/wght.css';
